// ViewLifecycle · HeadlessSwiftUI

/// The ways that a scrollable view can bounce when it reaches the end of its content (drawn
/// only: nothing bounces headlessly).
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct ScrollBounceBehavior: Sendable {
    /// Which behavior it is.
    let name: String

    /// The automatic behavior: bounce when the content is larger than the view, and always on iOS.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// The scrollable view bounces along the specified axis only when its content is larger than
    /// the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}
