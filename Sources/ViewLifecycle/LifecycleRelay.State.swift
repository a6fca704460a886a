// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// The relay's state machine: a raw callback from UIKit, or SwiftUI's appearance of the
    /// tracked content, in; the contract's events, each with its context and any change of
    /// visibility, out.
    ///
    /// Both sources feed the one balancer, so they can neither double an event nor contradict
    /// each other: UIKit speaks where it forwards appearance to the bridge; SwiftUI's appearance
    /// is absorbed when UIKit has spoken or will, and otherwise synthesizes the events UIKit
    /// would have sent (see ``takeSwiftUIAppearance(isShown:awaitsForwarding:)``). SwiftUI's
    /// disappearance and the scene activity an update brings take effect at once but speak at
    /// the end of the view update (``takeViewUpdateEnd()``), when a dismantling in the same
    /// update has had its chance to say the view was removed.
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
        /// The last appearance callback UIKit sent the bridge, whatever was delivered; `nil`
        /// before the first. Kept as the callback, read as a phase (``forwardedPhase``) only when
        /// SwiftUI reports: storing it is one write, where working out the phase at every
        /// callback is a jump on the callback's kind, mispredicted on a mixed stream.
        private var lastForwardedAppearance: RawCallback?
        /// Whether SwiftUI took the view off screen while UIKit had it on (a row scrolled away):
        /// UIKit's appearance callbacks are not the view's until SwiftUI shows it again.
        private var isHeldBySwiftUI = false
        /// Whether SwiftUI's `onDisappear` took the view away in this view update and its
        /// disappearance waits for the update's end: a dismantling later in the same update (the
        /// pages of a page-style `TabView` removed with it) makes it `.removed` instead.
        private var isSwiftUIHidePending = false
        /// The visibility last reported to the handlers; the tracker may be ahead of it while an
        /// update's scene activity waits for the update's end to be reported.
        private var reportedVisible = false

        /// The phase the delivered events have left the view in.
        var phase: AppearancePhase { balancer.phase }

        /// The events UIKit's `raw` means under the contract, in order, with their context.
        mutating func receive(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            // Neither test branches on the callback's kind, which a mixed stream mispredicts: the
            // first is rarely false, and the kind is asked only while SwiftUI holds the view.
            if raw.animated != nil { lastForwardedAppearance = raw }
            if isHeldBySwiftUI { return receiveWhileHeld(raw, isInteractive: isInteractive, reason: reason) }
            return balance(raw, isInteractive: isInteractive, reason: reason, source: platformSource)
        }

        /// `receive` while SwiftUI holds the view: UIKit's appearance is not the view's.
        ///
        /// Out of line, so the optimizer cannot test the callback's kind before the test of
        /// ``isHeldBySwiftUI``, as it does when both are inline.
        @inline(never)
        private mutating func receiveWhileHeld(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            let phase = Self.phase(after: raw)
            if phase == .appearing || phase == .visible { return Deliveries(placeholder: Self.placeholder) }
            return balance(raw, isInteractive: isInteractive, reason: reason, source: platformSource)
        }

        /// The phase `raw` leaves a view in, or `nil` for a callback that moves none: the
        /// contract's own reading of a callback, so the relay keeps no table of its own.
        private static func phase(after raw: RawCallback) -> AppearancePhase? {
            LifecycleEvent(delivering: raw)?.phaseAfter
        }

        /// Where UIKit's own callbacks have left the bridge, whatever was delivered.
        private var forwardedPhase: AppearancePhase {
            lastForwardedAppearance.flatMap(Self.phase(after:)) ?? .hidden
        }

        /// What the relay does with one report of SwiftUI's appearance.
        enum SwiftUIStep {
            /// Nothing: UIKit has spoken or will, or nothing changed.
            case absorbed
            /// Synthesize the appearance now.
            case appear
            /// Decide the disappearance at the end of the view update.
            case disappearAtUpdateEnd
        }

        /// Takes SwiftUI's appearance of the tracked content (its `onAppear`, its `onDisappear`)
        /// and says whether the relay must synthesize the appearance, or the disappearance at the
        /// end of the view update.
        ///
        /// Shown: absorbed while the view is appearing or on screen, or while UIKit is in the
        /// middle of a transition of the bridge, or when UIKit has not spoken yet but will (the
        /// bridge is a child whose view is not in a window yet: UIKit forwards when its parent
        /// comes on screen); synthesized otherwise: UIKit already had the bridge on screen (a
        /// row scrolled back), or the bridge is in no forwarding chain (a page of a page-style
        /// `TabView`). Hidden: absorbed unless the view is appearing or on screen and UIKit is
        /// not taking it off; otherwise UIKit's appearance callbacks are held back at once until
        /// SwiftUI shows the view again, and the disappearance waits for the update's end. Shown
        /// again before then, nothing was seen to leave: both are absorbed.
        ///
        /// - Parameters:
        ///   - isShown: `true` for SwiftUI's `onAppear`, `false` for its `onDisappear`.
        ///   - awaitsForwarding: Whether UIKit will forward appearance to the bridge later.
        /// - Returns: What the relay does.
        mutating func takeSwiftUIAppearance(isShown: Bool, awaitsForwarding: Bool) -> SwiftUIStep {
            guard !balancer.isTornDown else { return .absorbed }
            if isShown {
                isHeldBySwiftUI = false
                isSwiftUIHidePending = false
                guard balancer.phase == .hidden else { return .absorbed }
                switch forwardedPhase {
                case .appearing, .disappearing: return .absorbed
                case .visible: return .appear
                case .hidden: return awaitsForwarding ? .absorbed : .appear
                }
            }
            guard isSwiftUIDisappearanceDue else { return .absorbed }
            isHeldBySwiftUI = true
            isSwiftUIHidePending = true
            return .disappearAtUpdateEnd
        }

        /// Whether SwiftUI's side must take the view off: it is appearing or on screen, and UIKit
        /// is not taking it off (its `didDisappear` would come).
        private var isSwiftUIDisappearanceDue: Bool {
            (balancer.phase == .appearing || balancer.phase == .visible) && forwardedPhase != .disappearing
        }

        /// The end of the view update in which SwiftUI hid the view or the scene's activity
        /// changed.
        ///
        /// - Returns: Whether to synthesize the disappearance SwiftUI's `onDisappear` asked for
        ///   (`.covered`: the view is still in the graph, or teardown would have ended it).
        mutating func takeViewUpdateEnd() -> Bool {
            guard isSwiftUIHidePending else { return false }
            isSwiftUIHidePending = false
            return !balancer.isTornDown && isSwiftUIDisappearanceDue
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
            _ = visibility.sceneActivityChanged(isActive: isActive)
            return visibilityToReport()
        }

        /// Takes the scene's activity at once, without reporting: an appearance SwiftUI's side
        /// synthesizes before the update ends (a row brought back in the background) must see it.
        ///
        /// - Returns: Whether a change of visibility waits to be reported at the update's end.
        mutating func takeSceneActivityInUpdate(isActive: Bool) -> Bool {
            _ = visibility.sceneActivityChanged(isActive: isActive)
            return visibility.isVisible != reportedVisible
        }

        /// The visibility to report, if it differs from the last one reported.
        mutating func visibilityToReport() -> Bool? {
            let visible = visibility.isVisible
            guard visible != reportedVisible else { return nil }
            reportedVisible = visible
            return visible
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
            guard let phase = event.phaseAfter else {
                return Delivery(event: event, context: context, visibilityChange: nil)
            }
            _ = visibility.phaseChanged(to: phase)
            return Delivery(event: event, context: context, visibilityChange: visibilityToReport())
        }
    }
}
