// ViewLifecycle · HeadlessSwiftUI

/// Platforms that can run the preview.
public enum PreviewPlatform: Hashable, Sendable {
    /// Specifies iOS as the preview platform.
    case iOS
    /// Specifies macOS as the preview platform.
    case macOS
    /// Specifies tvOS as the preview platform.
    case tvOS
    /// Specifies watchOS as the preview platform.
    case watchOS
}
