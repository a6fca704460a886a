// ViewLifecycle · HeadlessPlaygroundSupport

import HeadlessSwiftUI

/// What a live view is: a view or a view controller.
public enum PlaygroundLiveViewRepresentation {
    /// A view shown as the live view.
    case view(UIView)
    /// A view controller shown as the live view.
    case viewController(UIViewController)
}
