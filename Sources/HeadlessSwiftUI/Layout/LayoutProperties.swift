// ViewLifecycle · HeadlessSwiftUI

/// Layout-specific properties of a layout container.
@available(iOS 16.0, tvOS 16.0, *)
public struct LayoutProperties: Sendable {
    /// Creates a default set of properties.
    public init() {}

    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
}
