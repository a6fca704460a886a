// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// The relay's state machine: a raw callback from UIKit, SwiftUI's appearance of the tracked
    /// content, a view update's end or the scene's activity in; the action the relay performs
    /// out, the contract's events with their context and any change of visibility among them.
    ///
    /// Both sources feed the one balancer, so they can neither double an event nor contradict
    /// each other. Who speaks for the view is the ``State``:
    ///
    /// ```
    /// followingUIKit -SwiftUI hides it while UIKit has it on-> hiddenBySwiftUI
    /// hiddenBySwiftUI -the view update ends-> heldBySwiftUI
    /// hiddenBySwiftUI, heldBySwiftUI -SwiftUI shows it-> followingUIKit
    /// any -teardown-> tornDown
    /// ```
    ///
    /// UIKit speaks where it forwards appearance to the bridge; SwiftUI's appearance is absorbed
    /// when UIKit has spoken or will, and otherwise synthesizes the events UIKit would have sent
    /// (see ``swiftUIAppearanceChanged(isShown:awaitsForwarding:)``). SwiftUI's disappearance and
    /// the scene activity an update brings take effect at once but speak at the end of the view
    /// update (``viewUpdateEnded()``), when a dismantling in the same update has had its chance
    /// to say the view was removed.
    ///
    /// A value type, one mutating function per input, each returning the action: the relay works
    /// out what to deliver first and calls handlers only after, with nothing of its state borrowed.
    struct StateMachine {
        /// Who speaks for the view's appearance: each case a legal state.
        enum State: Equatable {
            /// UIKit's callbacks to the bridge are the view's; SwiftUI's appearance speaks only
            /// where UIKit forwards nothing.
            case followingUIKit
            /// SwiftUI's `onDisappear` took the view off screen in this view update while UIKit
            /// had it on: UIKit's appearance callbacks are held back, and the disappearance waits
            /// for the update's end, so that a dismantling later in the same update (the pages of
            /// a page-style `TabView` removed with it) makes it `.removed` instead.
            case hiddenBySwiftUI
            /// SwiftUI keeps the view off screen while UIKit has it on (a row scrolled away):
            /// UIKit's appearance callbacks are not the view's until SwiftUI shows it again.
            case heldBySwiftUI
            /// The view's identity left SwiftUI's graph: nothing more is delivered.
            case tornDown
        }

        /// What the relay does for one report of SwiftUI's appearance.
        enum SwiftUIAppearanceAction: Equatable {
            /// Nothing: UIKit has spoken or will, or nothing changed.
            case none
            /// Synthesize the appearance now (`synthesize(_:)` each of its callbacks).
            case synthesizeAppearance
            /// Schedule the end of the view update, which decides the disappearance.
            case scheduleUpdateEnd
        }

        /// What the relay does at the end of a view update.
        enum UpdateEndAction: Equatable {
            /// Nothing to synthesize.
            case none
            /// Synthesize the disappearance SwiftUI's `onDisappear` asked for (`.covered`: the view
            /// is still in the graph, or teardown would have ended it).
            case synthesizeDisappearance
        }

        /// What the relay does about the visibility after an input.
        enum VisibilityAction: Equatable {
            /// Nothing changed, or the change was reported.
            case none
            /// Call the visibility handlers with the new visibility.
            case report(Bool)
            /// Schedule the end of the view update, which reports it.
            case reportAtUpdateEnd
        }

        private var state = State.followingUIKit
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
        /// The visibility last reported to the handlers; the tracker may be ahead of it while an
        /// update's scene activity waits for the update's end to be reported.
        private var reportedVisible = false

        /// Who speaks for the view now.
        var current: State { state }

        /// The phase the delivered events have left the view in.
        var phase: AppearancePhase { balancer.phase }

        /// UIKit sent the bridge `raw`.
        ///
        /// - Returns: The events it means under the contract, in order, with their context: none
        ///   while SwiftUI holds the view and `raw` would show it, or once torn down.
        mutating func receive(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            // Neither test branches on the callback's kind, which a mixed stream mispredicts: the
            // first is rarely false, and the kind is asked only while SwiftUI holds the view.
            if raw.animated != nil { lastForwardedAppearance = raw }
            switch state {
            case .followingUIKit:
                return balance(raw, isInteractive: isInteractive, reason: reason, source: platformSource)
            case .hiddenBySwiftUI, .heldBySwiftUI:
                return receiveWhileHeld(raw, isInteractive: isInteractive, reason: reason)
            case .tornDown:
                return Deliveries(placeholder: Self.placeholder)
            }
        }

        /// `receive` while SwiftUI holds the view: UIKit's appearance is not the view's.
        ///
        /// Out of line, so the optimizer cannot test the callback's kind before the test of the
        /// state, as it does when both are inline.
        @inline(never)
        private mutating func receiveWhileHeld(
            _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
        ) -> Deliveries {
            let phase = AppearanceMachine.phase(after: raw)
            if phase == .appearing || phase == .visible { return Deliveries(placeholder: Self.placeholder) }
            return balance(raw, isInteractive: isInteractive, reason: reason, source: platformSource)
        }

        /// SwiftUI showed the tracked content (its `onAppear`) or stopped (its `onDisappear`).
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
        mutating func swiftUIAppearanceChanged(
            isShown: Bool, awaitsForwarding: Bool
        ) -> SwiftUIAppearanceAction {
            switch state {
            case .tornDown:
                return .none
            case .followingUIKit, .hiddenBySwiftUI, .heldBySwiftUI:
                if isShown {
                    state = .followingUIKit
                    guard balancer.phase == .hidden else { return .none }
                    switch forwardedPhase {
                    case .appearing, .disappearing: return .none
                    case .visible: return .synthesizeAppearance
                    case .hidden: return awaitsForwarding ? .none : .synthesizeAppearance
                    }
                }
                guard isSwiftUIDisappearanceDue else { return .none }
                state = .hiddenBySwiftUI
                return .scheduleUpdateEnd
            }
        }

        /// The view update in which SwiftUI hid the view, or the scene's activity changed, ended.
        ///
        /// - Returns: Whether to synthesize the disappearance SwiftUI's `onDisappear` asked for;
        ///   the relay then asks ``visibilityToReport()`` for the update's scene activity.
        mutating func viewUpdateEnded() -> UpdateEndAction {
            switch state {
            case .hiddenBySwiftUI:
                state = .heldBySwiftUI
                return isSwiftUIDisappearanceDue ? .synthesizeDisappearance : .none
            case .followingUIKit, .heldBySwiftUI, .tornDown:
                return .none
            }
        }

        /// The relay synthesizes `raw` from SwiftUI's side, as an action told it to.
        ///
        /// - Returns: The events it means, with their context (source `.swiftUI`, `.covered`).
        mutating func synthesize(_ raw: RawCallback) -> Deliveries {
            balance(raw, isInteractive: false, reason: .covered, source: .swiftUI)
        }

        /// The view's identity left SwiftUI's graph: the end of its life.
        ///
        /// - Returns: The events that end it hidden (reason `.removed`, source `.swiftUI`), if
        ///   any; nothing follows.
        mutating func tearDown() -> Deliveries {
            balance(.teardown, isInteractive: false, reason: .removed, source: .swiftUI)
        }

        /// The scene's activity changed outside a view update.
        ///
        /// - Returns: `.report` with the new visibility if it changed.
        mutating func sceneActivityChanged(isActive: Bool) -> VisibilityAction {
            _ = visibility.sceneActivityChanged(isActive: isActive)
            return visibilityToReport()
        }

        /// The scene's activity a view update brings: taken at once, without reporting, since an
        /// appearance SwiftUI's side synthesizes before the update ends (a row brought back in the
        /// background) must see it.
        ///
        /// - Returns: `.reportAtUpdateEnd` if a change of visibility waits to be reported.
        mutating func sceneActivityChangedInUpdate(isActive: Bool) -> VisibilityAction {
            _ = visibility.sceneActivityChanged(isActive: isActive)
            return visibility.isVisible != reportedVisible ? .reportAtUpdateEnd : .none
        }

        /// The visibility to report now, if it differs from the last one reported.
        ///
        /// - Returns: `.report` with it, which counts as reported, or `.none`.
        mutating func visibilityToReport() -> VisibilityAction {
            let visible = visibility.isVisible
            guard visible != reportedVisible else { return .none }
            reportedVisible = visible
            return .report(visible)
        }

        /// Where UIKit's own callbacks have left the bridge, whatever was delivered.
        private var forwardedPhase: AppearancePhase {
            lastForwardedAppearance.flatMap(AppearanceMachine.phase(after:)) ?? .hidden
        }

        /// Whether SwiftUI's side must take the view off: it is appearing or on screen, and UIKit
        /// is not taking it off (its `didDisappear` would come).
        private var isSwiftUIDisappearanceDue: Bool {
            (balancer.phase == .appearing || balancer.phase == .visible) && forwardedPhase != .disappearing
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
            if balancer.isTornDown { state = .tornDown }
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
            // An appearance event always leads somewhere: only `load`, handled above, does not.
            guard let phase = AppearanceMachine.phase(after: RawCallback(delivered: event)) else {
                return Delivery(event: event, context: context, visibilityChange: nil)
            }
            _ = visibility.phaseChanged(to: phase)
            guard case .report(let visible) = visibilityToReport() else {
                return Delivery(event: event, context: context, visibilityChange: nil)
            }
            return Delivery(event: event, context: context, visibilityChange: visible)
        }
    }
}
