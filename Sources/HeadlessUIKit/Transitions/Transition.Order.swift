// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// The order of a transition's callbacks and hierarchy changes, read from its kind: the one
    /// table of who hears what first, so that no container decides an order.
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
            case .push, .pop: self = Self.navigation
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
    private static let navigation = Self(
        willHalf: [
            .prepare, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: incomingLeavesFirst, unanimatedEndsBeforeLayout: true)

    private static let pushBeforeFirstDisplay = Self(
        willHalf: [.prepare, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: incomingLeavesFirst, unanimatedEndsBeforeLayout: true)

    private static let present = Self(
        willHalf: [
            .prepare, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .incomingDidAppear, .outgoingDidDisappear, .complete],
        reversal: incomingLeavesFirst)

    private static let dismiss = Self(
        willHalf: [
            .prepare, .coveredWillDisappear, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear,
            .install, .incomingIsAppearing,
        ],
        didHalf: [.teardown, .coveredDidDisappear, .incomingDidAppear, .outgoingDidDisappear, .complete],
        reversal: [
            .incomingWillDisappear, .incomingDidDisappear, .outgoingWillAppear, .outgoingDidAppear,
            .coveredReappear, .complete,
        ])

    /// As in trace 11's unanimated swap (iOS 17.4), the incoming tab's `viewIsAppearing` waits
    /// until the outgoing one has disappeared.
    private static let tabSwitch = Self(
        willHalf: [.prepare, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: incomingLeavesFirst)

    private static let childTransition = Self(
        willHalf: [
            .prepare, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: incomingLeavesFirst)

    private static let windowRoot = Self(
        willHalf: [
            .prepare, .loadIncoming, .outgoingWillDisappear, .incomingWillAppear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: incomingLeavesFirst)

    private static let removal = Self(
        willHalf: [.prepare, .outgoingWillDisappear, .install],
        didHalf: [.teardown, .outgoingDidDisappear, .complete],
        reversal: incomingLeavesFirst, endsAtOnce: true)

    /// Both page-turn styles start with the new page's `viewWillAppear`; a scroll finishes the
    /// new page first, a curl the old one; cancelled turns reverse as
    /// https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html lists
    /// for each style (iOS 7, research notes F1).
    private static let pageScroll = Self(
        willHalf: [
            .prepare, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .incomingDidAppear, .outgoingDidDisappear, .complete],
        reversal: [
            .outgoingWillAppear, .outgoingDidAppear, .incomingWillDisappear, .incomingDidDisappear, .complete,
        ],
        unanimatedEndsBeforeLayout: true)

    private static let pageCurl = Self(
        willHalf: [
            .prepare, .loadIncoming, .incomingWillAppear, .outgoingWillDisappear, .install,
            .incomingIsAppearing,
        ],
        didHalf: [.teardown, .outgoingDidDisappear, .incomingDidAppear, .complete],
        reversal: [
            .incomingWillDisappear, .outgoingWillAppear, .incomingDidDisappear, .outgoingDidAppear, .complete,
        ],
        unanimatedEndsBeforeLayout: true)

    /// Navigation's and a sheet's reversal: the side that had begun appearing finishes
    /// disappearing before the other side reappears (traces 18, 19).
    private static let incomingLeavesFirst: [Transition.Step] = [
        .incomingWillDisappear, .incomingDidDisappear, .outgoingWillAppear, .outgoingDidAppear, .complete,
    ]
}
