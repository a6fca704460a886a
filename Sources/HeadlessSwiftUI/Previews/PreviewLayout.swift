// ViewLifecycle · HeadlessSwiftUI

/// A size constraint for a preview (DeveloperToolsSupport's, re-exported by SwiftUI).
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device.
    case device
    /// Fit the container to the size of the preview.
    case sizeThatFits
    /// Center the preview in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
}
