// ViewLifecycle · LifecycleCore

/// A lifecycle callback as a view controller receives it from UIKit, in whatever order it comes.
///
/// Raw callbacks are the input of ``AppearanceBalancer``. They carry no guarantee: seed 000's
/// Playground log shows `viewWillDisappear` before `viewDidLoad` and `viewDidAppear` after
/// `viewDidDisappear`.
public enum RawCallback: Hashable, Sendable {
    /// `viewDidLoad()`: the controller's view was loaded into memory.
    case viewDidLoad
    /// `viewWillAppear(_:)`: the view is about to be added to a view hierarchy.
    case viewWillAppear(animated: Bool)
    /// `viewIsAppearing(_:)`: the view is in a hierarchy, sized, and about to be shown.
    case viewIsAppearing(animated: Bool)
    /// `viewDidAppear(_:)`: the view was added to a view hierarchy.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`: the view is about to be removed from a view hierarchy.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`: the view was removed from a view hierarchy.
    case viewDidDisappear(animated: Bool)
    /// The bridge was dismantled or the controller went away; nothing follows.
    case teardown
}

extension RawCallback {
    /// The `animated` argument the callback carries, or `nil` for `viewDidLoad` and `teardown`.
    @inlinable
    public var animated: Bool? {
        switch self {
        case .viewDidLoad, .teardown:
            return nil
        case .viewWillAppear(let animated), .viewIsAppearing(let animated),
            .viewDidAppear(let animated), .viewWillDisappear(let animated),
            .viewDidDisappear(let animated):
            return animated
        }
    }
}
