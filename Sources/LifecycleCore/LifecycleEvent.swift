// ViewLifecycle · LifecycleCore

/// A lifecycle event as a user of the ViewLifecycle modifiers receives it.
///
/// A stream of events obeys the contract stated on ``AppearanceBalancer``, whatever order the
/// underlying ``RawCallback`` values arrived in.
public enum LifecycleEvent: Hashable, Sendable {
    /// The view was loaded; delivered at most once, before any appearance event.
    case load
    /// The view is about to appear.
    case willAppear(animated: Bool)
    /// The view is in a hierarchy and sized; delivered at most once per appearing phase.
    case isAppearing(animated: Bool)
    /// The view appeared.
    case didAppear(animated: Bool)
    /// The view is about to disappear.
    case willDisappear(animated: Bool)
    /// The view disappeared.
    case didDisappear(animated: Bool)
}

extension LifecycleEvent {
    /// The `animated` flag the event carries, or `nil` for ``load``.
    @inlinable
    public var animated: Bool? {
        switch self {
        case .load:
            return nil
        case .willAppear(let animated), .isAppearing(let animated), .didAppear(let animated),
            .willDisappear(let animated), .didDisappear(let animated):
            return animated
        }
    }
}
