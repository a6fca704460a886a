// ViewLifecycle · HeadlessSwiftUI

/// A color or pattern to use when rendering a shape.
///
/// Nothing is drawn headlessly: a style is a value the style modifiers keep, described by
/// `String(describing:)` where the screen snapshot would need it.
public protocol ShapeStyle: Sendable {}
