// ViewLifecycle · HeadlessSwiftUI

/// A style changed by one of `ShapeStyle`'s modifiers (`in(_:)`, `blendMode(_:)`,
/// `shadow(_:)`, `secondary`…): the style it changes and what the change is, as text. Nothing
/// is drawn headlessly.
struct ModifiedShapeStyle: ShapeStyle {
    /// The style changed (the foreground style for the static forms).
    let base: AnyShapeStyle
    /// The change, such as `"blendMode(multiply)"`.
    let modification: String
}
