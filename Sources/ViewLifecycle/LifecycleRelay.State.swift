// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// The relay's state machine: a raw callback from UIKit, or SwiftUI's appearance of the
    /// tracked content, in; the contract's events, each with its context and any change of
    /// visibility, out.
    ///
    /// Both sources feed the one balancer, so they can neither double an event nor contradict
    /// each other: UIKit speaks where it forwards appearance to the bridge; SwiftUI's appearance
    /// is absorbed when UIKit has spoken or will, and otherwise synthesizes the events UIKit
    /// would have sent (see ``takeSwiftUIAppearance(isShown:awaitsForwarding:)``).
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
        /// Where UIKit's own callbacks have left the bridge, whatever was delivered.
        private var forwardedPhase = AppearancePhase.hidden
        /// Whether SwiftUI took the view off screen while UIKit had it on (a row scrolled away):
        /// UIKit's appearance callbacks are not the view's until SwiftUI shows it again.
        private var isHeldBySwiftUI = false

        /// The phase the delivered events have left the view in.
        var phase: AppearancePhase { balancer.phase }

        /// The events UIKit's `raw` means under the contract, in order, with their context.
        mutating func receive(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            switch raw {
            case .viewWillAppear, .viewIsAppearing:
                forwardedPhase = .appearing
                if isHeldBySwiftUI { return Deliveries(placeholder: Self.placeholder) }
            case .viewDidAppear:
                forwardedPhase = .visible
                if isHeldBySwiftUI { return Deliveries(placeholder: Self.placeholder) }
            case .viewWillDisappear:
                forwardedPhase = .disappearing
            case .viewDidDisappear:
                forwardedPhase = .hidden
            case .viewDidLoad, .teardown:
                break
            }
            return balance(raw, isInteractive: isInteractive, reason: reason, source: platformSource)
        }

        /// Takes SwiftUI's appearance of the tracked content (its `onAppear`, its `onDisappear`)
        /// and says whether the relay must synthesize the appearance or disappearance itself.
        ///
        /// Shown: absorbed while the view is appearing or on screen, or while UIKit is in the
        /// middle of a transition of the bridge, or when UIKit has not spoken yet but will (the
        /// bridge is a child whose view is not in a window yet: UIKit forwards when its parent
        /// comes on screen); synthesized otherwise: UIKit already had the bridge on screen (a
        /// row scrolled back), or the bridge is in no forwarding chain (a page of a page-style
        /// `TabView`). Hidden: absorbed unless the view is appearing or on screen and UIKit is
        /// not taking it off; synthesized otherwise, and UIKit's appearance callbacks are then
        /// held back until SwiftUI shows the view again.
        ///
        /// - Parameters:
        ///   - isShown: `true` for SwiftUI's `onAppear`, `false` for its `onDisappear`.
        ///   - awaitsForwarding: Whether UIKit will forward appearance to the bridge later.
        /// - Returns: Whether to synthesize the events.
        mutating func takeSwiftUIAppearance(isShown: Bool, awaitsForwarding: Bool) -> Bool {
            guard !balancer.isTornDown else { return false }
            if isShown {
                isHeldBySwiftUI = false
                guard balancer.phase == .hidden else { return false }
                switch forwardedPhase {
                case .appearing, .disappearing: return false
                case .visible: return true
                case .hidden: return !awaitsForwarding
                }
            }
            guard balancer.phase == .appearing || balancer.phase == .visible,
                forwardedPhase != .disappearing
            else { return false }
            isHeldBySwiftUI = true
            return true
        }

        /// The events a callback synthesized from SwiftUI's side means, with their context.
        mutating func synthesize(_ raw: RawCallback) -> Deliveries {
            balance(raw, isInteractive: false, reason: .covered, source: .swiftUI)
        }

        /// The end of the view's life, when its identity leaves SwiftUI's graph.
        mutating func tearDown() -> Deliveries {
            balance(.teardown, isInteractive: false, reason: .removed, source: .swiftUI)
        }

        /// Takes the scene's activity; returns the new visibility if it changed.
        mutating func sceneActivityChanged(isActive: Bool) -> Bool? {
            visibility.sceneActivityChanged(isActive: isActive)
        }

        /// The filler of an empty collection's slots, built inline (a stored static would be
        /// read through a lazy initializer's check on every callback).
        private static var placeholder: Delivery {
            Delivery(event: .load, context: LifecycleContext(), visibilityChange: nil)
        }

        private mutating func balance(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason,
            source: LifecycleContext.Source
        ) -> Deliveries {
            var deliveries = Deliveries(placeholder: Self.placeholder)
            for event in balancer.receive(raw) {
                deliveries.append(
                    delivery(of: event, isInteractive: isInteractive, reason: reason, source: source))
            }
            return deliveries
        }

        private mutating func delivery(
            of event: LifecycleEvent, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason,
            source: LifecycleContext.Source
        ) -> Delivery {
            var context = LifecycleContext(
                isAnimated: event.animated ?? false, isInteractive: isInteractive, source: source)
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
