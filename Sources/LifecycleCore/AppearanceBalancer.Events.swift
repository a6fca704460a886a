// ViewLifecycle · LifecycleCore

extension AppearanceBalancer {
    /// The events one raw callback produces: at most three (a synthesized `load`, a synthesized
    /// `willAppear` and the event itself), stored inline.
    public typealias Events = UpToThree<LifecycleEvent>
}

extension UpToThree where Element == LifecycleEvent {
    /// Creates an empty collection of events.
    @inlinable
    public init() {
        self.init(placeholder: .load)
    }
}
