// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// An independent statement of DESIGN.md's contract over what one tracked view's handlers
    /// received: the property test's judge.
    ///
    /// It reads delivered events and their context, never raw callbacks, and is written from the
    /// contract's text, as a table of allowed edges, not from `AppearanceBalancer` or
    /// `LifecycleCoreTests/ContractGrammar` (which judges raw callbacks against the balancer's output).
    struct DeliveredStreamChecker {
        private enum Phase { case hidden, appearing, visible, disappearing }

        private var phase = Phase.hidden
        private var loaded = false
        private var sawAppearanceEvent = false
        private var isAppearingSeen = false
        /// Whether the current `will` half undid the opposite one (its `did` must say so too).
        private var reversing = false
        private var lastVisibility: Bool?

        /// Checks one delivered event with its context; returns why it breaks the contract, if it does.
        mutating func check(_ event: LifecycleEvent, _ context: LifecycleContext) -> String? {
            switch event {
            case .load:
                // Rule 1: load at most once, before any appearance event.
                if loaded { return "load twice" }
                if sawAppearanceEvent { return "load after an appearance event" }
                loaded = true
                return context.disappearanceReason == nil ? nil : "load with a disappearance reason"
            default:
                break
            }
            sawAppearanceEvent = true
            if !loaded { return "\(event) before load" }
            let isDisappearance: Bool
            let next: Phase
            // Rule 2: the phase machine with its two cancellation edges, and nothing else.
            switch (phase, event) {
            case (.hidden, .willAppear), (.disappearing, .willAppear):
                reversing = phase == .disappearing
                isAppearingSeen = false
                (next, isDisappearance) = (.appearing, false)
                if context.isCancellationReversal != reversing { return "willAppear reversal flag wrong" }
            case (.appearing, .isAppearing):
                if isAppearingSeen { return "isAppearing twice in one appearance" }
                isAppearingSeen = true
                (next, isDisappearance) = (.appearing, false)
                if context.isCancellationReversal != reversing { return "isAppearing reversal flag wrong" }
            case (.appearing, .didAppear):
                (next, isDisappearance) = (.visible, false)
                if context.isCancellationReversal != reversing { return "didAppear reversal flag wrong" }
            case (.visible, .willDisappear), (.appearing, .willDisappear):
                reversing = phase == .appearing
                (next, isDisappearance) = (.disappearing, true)
                if context.isCancellationReversal != reversing { return "willDisappear reversal flag wrong" }
            case (.disappearing, .didDisappear):
                (next, isDisappearance) = (.hidden, true)
                if context.isCancellationReversal != reversing { return "didDisappear reversal flag wrong" }
            default:
                return "\(event) is not an edge from \(phase)"
            }
            if isDisappearance != (context.disappearanceReason != nil) {
                return "\(event) with disappearance reason \(String(describing: context.disappearanceReason))"
            }
            if context.isAnimated != (event.animated ?? false) {
                return "context's animated differs from the event's"
            }
            // SwiftUI's side has no transition of its own: never animated, never interactive.
            if context.source == .swiftUI, context.isAnimated || context.isInteractive {
                return "\(event) from SwiftUI animated or interactive"
            }
            phase = next
            return nil
        }

        /// Checks one visibility report: only changes, and `true` only while the view is visible
        /// and the scene active.
        mutating func check(visibility: Bool, sceneActive: Bool) -> String? {
            defer { lastVisibility = visibility }
            if lastVisibility == visibility { return "visibility \(visibility) reported twice" }
            if lastVisibility == nil, !visibility { return "first visibility report is false" }
            if visibility, !(phase == .visible && sceneActive) {
                return "visible while \(phase), scene active \(sceneActive)"
            }
            return nil
        }

        /// Checks, between user actions, that the last visibility reported is the view's visibility
        /// now: a change is never left unreported.
        func checkSettledVisibility(sceneActive: Bool) -> String? {
            let expected = phase == .visible && sceneActive
            return (lastVisibility ?? false) == expected ? nil : "visibility \(expected) not reported"
        }

        /// Checks, between user actions, that the view's phase agrees with SwiftUI's appearance of
        /// it: one SwiftUI shows has appeared (issue 20: never silent), one it stopped showing has
        /// disappeared.
        func checkSettled(shownBySwiftUI shown: Bool) -> String? {
            if shown, phase != .visible { return "SwiftUI shows it, yet it is \(phase)" }
            if !shown, phase != .hidden { return "SwiftUI stopped showing it, yet it is \(phase)" }
            return nil
        }

        /// Checks the end of the view's life (rule 3): balanced, so hidden.
        func checkEnded() -> String? {
            phase == .hidden ? nil : "left the graph in \(phase)"
        }
    }

#endif
