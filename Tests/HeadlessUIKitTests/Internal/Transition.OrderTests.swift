// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the order table is the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// The one table of transition orders, written out for every kind in the words of a device's
/// console: who hears what, and where the container's hierarchy changes fall.
struct TransitionOrderTests {
    /// One kind's order as three lines: the will half, the did half and the reversal.
    struct Entry: Sendable, CustomTestStringConvertible {
        var kind: Transition.Kind
        var willHalf: String
        var didHalf: String
        var reversal: String
        var endsAtOnce = false
        var unanimatedEndsBeforeLayout = false

        var testDescription: String { "\(kind)" }
    }

    static let navigationReversal =
        "incoming viewWillDisappear, incoming viewDidDisappear, outgoing viewWillAppear, "
        + "outgoing viewDidAppear, complete"

    static let entries: [Entry] = [
        Entry(
            kind: .push,
            willHalf: "prepare, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pushBeforeFirstDisplay,
            willHalf: "prepare, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pop,
            willHalf: "prepare, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .present,
            willHalf: "prepare, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, incoming viewDidAppear, outgoing viewDidDisappear, complete",
            reversal: navigationReversal),
        Entry(
            kind: .dismiss,
            willHalf: "prepare, covered viewWillDisappear, load incoming, outgoing viewWillDisappear, "
                + "incoming viewWillAppear, install, incoming viewIsAppearing",
            didHalf: "teardown, covered viewDidDisappear, incoming viewDidAppear, outgoing viewDidDisappear, "
                + "complete",
            reversal: "incoming viewWillDisappear, incoming viewDidDisappear, outgoing viewWillAppear, "
                + "outgoing viewDidAppear, covered viewWillAppear viewDidAppear, complete"),
        Entry(
            kind: .tabSwitch,
            willHalf: "prepare, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal),
        Entry(
            kind: .tabShown,
            willHalf: "prepare, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal),
        Entry(
            kind: .windowRoot,
            willHalf: "prepare, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal),
        Entry(
            kind: .removal,
            willHalf: "prepare, outgoing viewWillDisappear, install",
            didHalf: "teardown, outgoing viewDidDisappear, complete",
            reversal: navigationReversal, endsAtOnce: true),
        Entry(
            kind: .childTransition,
            willHalf: "prepare, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: navigationReversal),
        Entry(
            kind: .pageScroll,
            willHalf: "prepare, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, incoming viewDidAppear, outgoing viewDidDisappear, complete",
            reversal: "outgoing viewWillAppear, outgoing viewDidAppear, incoming viewWillDisappear, "
                + "incoming viewDidDisappear, complete",
            unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pageCurl,
            willHalf: "prepare, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, complete",
            reversal: "incoming viewWillDisappear, outgoing viewWillAppear, incoming viewDidDisappear, "
                + "outgoing viewDidAppear, complete",
            unanimatedEndsBeforeLayout: true),
    ]

    @Test("every kind has its order written out here")
    func everyKindListed() {
        #expect(Self.entries.map { "\($0.kind)" } == Transition.Kind.allCases.map { "\($0)" })
    }

    @Test("each kind's order, step by step", arguments: entries)
    func order(of entry: Entry) {
        let order = Transition.Order(entry.kind)
        #expect(Self.describe(order.willHalf) == entry.willHalf)
        #expect(Self.describe(order.didHalf) == entry.didHalf)
        #expect(Self.describe(order.reversal) == entry.reversal)
        #expect(order.endsAtOnce == entry.endsAtOnce)
        #expect(order.unanimatedEndsBeforeLayout == entry.unanimatedEndsBeforeLayout)
    }

    @Test("every half ends with the container's completion, after every callback", arguments: entries)
    func completionComesLast(of entry: Entry) {
        let order = Transition.Order(entry.kind)
        for half in [order.didHalf, order.reversal] {
            #expect(half.last == .complete)
            #expect(half.filter { $0 == .complete }.count == 1)
        }
        #expect(order.willHalf.first == .prepare)
    }

    /// The steps in a console's words, comma-separated.
    static func describe(_ steps: [Transition.Step]) -> String {
        steps.map { step in
            switch step {
            case .prepare: "prepare"
            case .coveredWillDisappear: "covered viewWillDisappear"
            case .loadIncoming: "load incoming"
            case .incomingWillAppear: "incoming viewWillAppear"
            case .outgoingWillDisappear: "outgoing viewWillDisappear"
            case .install: "install"
            case .incomingIsAppearing: "incoming viewIsAppearing"
            case .teardown: "teardown"
            case .coveredDidDisappear: "covered viewDidDisappear"
            case .incomingDidAppear: "incoming viewDidAppear"
            case .outgoingDidDisappear: "outgoing viewDidDisappear"
            case .incomingWillDisappear: "incoming viewWillDisappear"
            case .incomingDidDisappear: "incoming viewDidDisappear"
            case .outgoingWillAppear: "outgoing viewWillAppear"
            case .outgoingDidAppear: "outgoing viewDidAppear"
            case .coveredReappear: "covered viewWillAppear viewDidAppear"
            case .complete: "complete"
            }
        }
        .joined(separator: ", ")
    }
}
