// ViewLifecycle · LifecycleCore

extension LifecycleEvent {
    /// The appearance phase a view is in once the event has been delivered, or `nil` for
    /// ``load``, which leaves the phase as it was.
    ///
    /// Handlers that follow a stream event by event (visibility, say) read the phase from here
    /// rather than asking the balancer, which reports only where a whole batch ends.
    @inlinable
    public var phaseAfter: AppearancePhase? {
        switch self {
        case .load: return nil
        case .willAppear, .isAppearing: return .appearing
        case .didAppear: return .visible
        case .willDisappear: return .disappearing
        case .didDisappear: return .hidden
        }
    }
}
