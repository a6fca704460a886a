// ViewLifecycle · HeadlessSwiftUI

/// The style of selected content (a value the style modifiers keep; nothing is drawn
/// headlessly).
@available(iOS 15.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SelectionShapeStyle: ShapeStyle {
    /// Creates the selection style.
    @available(macOS 12.0, *)
    public init() {}

    /// The selection style does not resolve to a concrete style.
    public typealias Resolved = Never
}
