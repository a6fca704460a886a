// ViewLifecycle · HeadlessSwiftUI

/// Layout-specific properties of a layout container.
@available(iOS 16.0, tvOS 16.0, *)
public struct LayoutProperties: Sendable {
    /// Creates a default set of properties.
    public init() {}

    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
}

extension LayoutProperties {
    /// The properties of a stack laid out along `orientation` (`nil` for a stack that overlays).
    ///
    /// - Parameter orientation: The stack's axis, if it has one.
    /// - Returns: The properties.
    static func stack(orientation: Axis?) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = orientation
        return properties
    }
}
