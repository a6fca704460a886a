// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// The order of a transition's callbacks and hierarchy changes, read from its kind: the one
    /// table of who hears what first, so that no container decides an order. A container says
    /// what each hierarchy step does (`Transition.Hierarchy`), this table when.
    ///
    /// The sources of each order are in Docs/HeadlessUIKit.md ("Orders and their sources"):
    /// navigation starts and finishes with the outgoing side (trace 03); presentation finishes
    /// the appearing side first (traces 02, 05, 06); a tab switch, `transition(from:to:…)` and a
    /// page turn start with the incoming side (three printed logs, research notes A1, G, F1);
    /// a cancelled transition reverses as traces 18, 19 and 22 and research notes F1 show.
    struct Order: Equatable {
        /// The `will` half, performed when the transition starts.
        var willHalf: [Step]
        /// The `did` half of a finished transition.
        var didHalf: [Step]
        /// What a cancelled transition does instead of its `did` half.
        var reversal: [Step]
        /// Whether the `did` half follows the `will` half at once, inside the call that started
        /// it, as UIKit's setters take a controller away.
        var endsAtOnce = false
        /// Whether an unanimated transition ends before the incoming view's first layout pass:
        /// an unanimated push's `viewDidAppear` precedes its `viewWillLayoutSubviews` on devices
        /// (https://wsa.jianshu.io/p/ff7ded05242d; trace 16 B for a page controller). Pops are a
        /// guess by analogy.
        var unanimatedEndsBeforeLayout = false

        /// The order of the transitions of `kind`.
        ///
        /// - Parameter kind: What the transition changes.
        init(_ kind: Kind) {
            switch kind {
            case .push, .stackReplacement: self = Self.navigation
            case .pop: self = Self.pop
            case .pushBeforeFirstDisplay: self = Self.pushBeforeFirstDisplay
            case .present: self = Self.present
            case .dismiss: self = Self.dismiss
            case .tabSwitch: self = Self.tabSwitch
            case .tabShown, .childTransition: self = Self.childTransition
            case .windowRoot: self = Self.windowRoot
            case .removal: self = Self.removal
            case .pageScroll: self = Self.pageScroll
            case .pageCurl: self = Self.pageCurl
            }
        }

        init(
            willHalf: [Step], didHalf: [Step], reversal: [Step], endsAtOnce: Bool = false,
            unanimatedEndsBeforeLayout: Bool = false
        ) {
            self.willHalf = willHalf
            self.didHalf = didHalf
            self.reversal = reversal
            self.endsAtOnce = endsAtOnce
            self.unanimatedEndsBeforeLayout = unanimatedEndsBeforeLayout
        }
    }
}

// The entries are stored once, so starting a transition copies no list.
extension Transition.Order {
    /// A push, or `setViewControllers` changing the top: the new controllers are children and the
    /// dropped ones have heard `willMove(toParent: nil)` before the stack changes and the
    /// delegate's `willShow`; `didMove(toParent:)` and `didShow` follow the callbacks (trace 03).
    private static let navigation = Self(
        willHalf: [
            .incomingWillMove, .outgoingWillMove, .beginMoves, .updateList, .delegateWill, .loadIncoming,
            .outgoingWillDisappear, .incomingWillAppear, .install, .incomingIsAppearing,
        ],
        didHalf: navigationDidHalf, reversal: navigationReversal, unanimatedEndsBeforeLayout: true)

    private static let pushBeforeFirstDisplay = Self(
        willHalf: [
            .incomingWillMove, .outgoingWillMove, .beginMoves, .updateList, .delegateWill, .loadIncoming,
            .outgoingWillDisappear, .incomingWillAppear, .install,
        ],
        didHalf: navigationDidHalf, reversal: navigationReversal, unanimatedEndsBeforeLayout: true)

    /// A pop takes its controllers off the stack before their `willMove(toParent: nil)`, so they
    /// are out of `viewControllers` in that call and in `viewWillDisappear`.
    private static let pop = Self(
        willHalf: [
            .updateList, .outgoingWillMove, .delegateWill, .loadIncoming, .outgoingWillDisappear,
            .incomingWillAppear, .install, .incomingIsAppearing,
        ],
        didHalf: navigationDidHalf, reversal: navigationReversal, unanimatedEndsBeforeLayout: true)

    private static let navigationDidHalf: [Transition.Step] = [
        .teardown, .outgoingDidDisappear, .incomingDidAppear, .release, .endMoves, .outgoingRemoved,
        .incomingDidMove, .delegateDid,
    ]

    /// A cancelled pop (the edge swipe let go early): the popped controllers go back on the stack
    /// and hear `didMove(toParent:)` again, with no `didShow` (trace 18).
    private static let navigationReversal: [Transition.Step] =
        incomingLeavesFirst + [.release, .endMoves, .restoreList, .undoIncoming, .outgoingStays]

    /// The presenter's `presentedViewController` is set before any callback, and the completion
    /// runs once `isBeingPresented` has ended.
    private static let present = Self(
        willHalf: [
            .updateList, .beginMoves, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [
            .teardown, .incomingDidAppear, .outgoingDidDisappear, .release, .endMoves, .completion,
        ],
        reversal: incomingLeavesFirst + [.release, .endMoves, .completion])

    /// A sheet's delegate hears `presentationControllerWillDismiss` as the dismissal begins, with
    /// the coordinator in place, and `presentationControllerDidDismiss` after the completion
    /// (trace 22).
    private static let dismiss = Self(
        willHalf: [
            .beginMoves, .delegateWill, .coveredWillDisappear, .loadIncoming, .outgoingWillDisappear,
            .incomingWillAppear, .install, .incomingIsAppearing,
        ],
        didHalf: [
            .teardown, .coveredDidDisappear, .incomingDidAppear, .outgoingDidDisappear, .release, .endMoves,
            .updateList, .completion, .delegateDid,
        ],
        reversal: [
            .incomingWillDisappear, .incomingDidDisappear, .outgoingWillAppear, .outgoingDidAppear,
            .coveredReappear, .release, .endMoves, .undoIncoming,
        ])

    /// As in trace 11's unanimated swap (iOS 17.4), the incoming tab's `viewIsAppearing` waits
    /// until the outgoing one has disappeared.
    private static let tabSwitch = Self(
        willHalf: [.updateList, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .release, .completion],
        reversal: incomingLeavesFirst + [.release, .completion])

    private static let childTransition = Self(
        willHalf: [
            .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install, .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .release, .completion],
        reversal: incomingLeavesFirst + [.release, .completion])

    private static let windowRoot = Self(
        willHalf: [
            .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install, .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .release],
        reversal: incomingLeavesFirst + [.release])

    /// A removal first finishes the transitions inside what it takes away (a push under way in
    /// a replaced root), as UINavigationController's `_stopTransitionsImmediately` (iOS runtime
    /// headers) suggests; then the outgoing side and everything it forwards to disappear at once.
    /// The finishing is a guess: no device log shows a root replaced during a push.
    private static let removal = Self(
        willHalf: [.finishTransitionsInside, .outgoingWillDisappear, .install],
        didHalf: [.teardown, .outgoingDidDisappear, .release],
        reversal: incomingLeavesFirst + [.release], endsAtOnce: true)

    /// Both page-turn styles start with the new page's `viewWillAppear`; a scroll finishes the
    /// new page first, a curl the old one; cancelled turns reverse as
    /// https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html lists
    /// for each style (iOS 7, research notes F1). The new page's `didMove(toParent:)` follows its
    /// `viewDidAppear`, then the old page leaves (trace 16 B).
    private static let pageScroll = Self(
        willHalf: [
            .incomingWillMove, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .incomingDidAppear, .outgoingDidDisappear] + pageTurnEnd,
        reversal: [
            .outgoingWillAppear, .outgoingDidAppear, .incomingWillDisappear, .incomingDidDisappear,
        ] + pageTurnUndone,
        unanimatedEndsBeforeLayout: true)

    private static let pageCurl = Self(
        willHalf: [
            .incomingWillMove, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear] + pageTurnEnd,
        reversal: [
            .incomingWillDisappear, .outgoingWillAppear, .incomingDidDisappear, .outgoingDidAppear,
        ] + pageTurnUndone,
        unanimatedEndsBeforeLayout: true)

    private static let pageTurnEnd: [Transition.Step] = [
        .release, .incomingDidMove, .outgoingWillMove, .outgoingRemoved, .completion,
    ]

    private static let pageTurnUndone: [Transition.Step] = [.release, .undoIncoming, .completion]

    /// Navigation's and a sheet's reversal: the side that had begun appearing finishes
    /// disappearing before the other side reappears (traces 18, 19).
    private static let incomingLeavesFirst: [Transition.Step] = [
        .incomingWillDisappear, .incomingDidDisappear, .outgoingWillAppear, .outgoingDidAppear,
    ]
}
