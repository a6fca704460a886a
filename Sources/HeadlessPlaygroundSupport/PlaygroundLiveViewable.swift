// ViewLifecycle · HeadlessPlaygroundSupport

import HeadlessSwiftUI

/// A type that can be shown as a playground page's live view.
@MainActor @preconcurrency
public protocol PlaygroundLiveViewable {
    /// The view or view controller shown for this value.
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

extension UIView: PlaygroundLiveViewable {
    /// The view itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension UIViewController: PlaygroundLiveViewable {
    /// The view controller itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation {
        .viewController(self)
    }
}
