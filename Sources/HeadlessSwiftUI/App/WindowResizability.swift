// ViewLifecycle · HeadlessSwiftUI

/// The resizability of a window.
///
/// Stored only: headless windows have the screen's size and are never resized.
@available(iOS 17.0, macOS 13.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct WindowResizability: Sendable {
    /// Which strategy this is: 0 automatic, 1 content size, 2 content minimum size.
    let kind: Int

    /// The resizability derived from the window's content, as the system chooses it.
    nonisolated(unsafe) public static var automatic = WindowResizability(kind: 0)

    /// A window resizability that's derived from the window's content.
    nonisolated(unsafe) public static var contentSize = WindowResizability(kind: 1)

    /// A window resizability that's partially derived from the window's content.
    nonisolated(unsafe) public static var contentMinSize = WindowResizability(kind: 2)
}
