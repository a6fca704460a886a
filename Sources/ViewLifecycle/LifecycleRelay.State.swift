// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// The relay's state machine: a raw callback in; the contract's events, each with its context
    /// and any change of visibility, out.
    ///
    /// A value type, so the relay works out a callback's deliveries first and calls handlers only
    /// after, with nothing of its state borrowed.
    struct State {
        private var balancer = AppearanceBalancer()
        private var visibility = VisibilityTracker()
        /// Whether the current appearing or disappearing phase undoes a cancelled transition.
        private var isReversing = false
        /// Why the current disappearance happens, fixed at its `willDisappear`.
        private var disappearanceReason: LifecycleContext.DisappearanceReason?

        /// The phase the delivered events have left the view in.
        var phase: AppearancePhase { balancer.phase }

        /// The events `raw` means under the contract, in order, with their context.
        mutating func receive(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            var deliveries = Deliveries(
                placeholder: Delivery(event: .load, context: LifecycleContext(), visibilityChange: nil))
            for event in balancer.receive(raw) {
                deliveries.append(delivery(of: event, isInteractive: isInteractive, reason: reason))
            }
            return deliveries
        }

        /// Takes the scene's activity; returns the new visibility if it changed.
        mutating func sceneActivityChanged(isActive: Bool) -> Bool? {
            visibility.sceneActivityChanged(isActive: isActive)
        }

        private mutating func delivery(
            of event: LifecycleEvent, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Delivery {
            var context = LifecycleContext(isAnimated: event.animated ?? false, isInteractive: isInteractive)
            switch event {
            case .load:
                return Delivery(event: event, context: context, visibilityChange: nil)
            case .willAppear:
                isReversing = visibility.phase == .disappearing
                disappearanceReason = nil
            case .willDisappear:
                isReversing = visibility.phase == .appearing
                disappearanceReason = reason
                context.disappearanceReason = reason
            case .didDisappear:
                context.disappearanceReason = disappearanceReason ?? reason
            case .isAppearing, .didAppear:
                break
            }
            context.isCancellationReversal = isReversing
            let change = event.phaseAfter.flatMap { visibility.phaseChanged(to: $0) }
            return Delivery(event: event, context: context, visibilityChange: change)
        }
    }
}
