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

    static let navigationWillHalf =
        "incoming willMove, outgoing willMove, begin moves, update list, delegate will, load incoming, "
        + "outgoing viewWillDisappear, incoming viewWillAppear, install, incoming viewIsAppearing"
    static let navigationDidHalf =
        "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release, end moves, outgoing removed, "
        + "incoming didMove, delegate did"
    static let incomingLeavesFirst =
        "incoming viewWillDisappear, incoming viewDidDisappear, outgoing viewWillAppear, outgoing viewDidAppear"
    static let navigationReversal =
        incomingLeavesFirst + ", release, end moves, restore list, undo incoming, outgoing stays"

    static let entries: [Entry] = [
        Entry(
            kind: .push, willHalf: navigationWillHalf, didHalf: navigationDidHalf,
            reversal: navigationReversal,
            unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pushBeforeFirstDisplay,
            willHalf: "incoming willMove, outgoing willMove, begin moves, update list, delegate will, "
                + "load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install",
            didHalf: navigationDidHalf, reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pop,
            willHalf:
                "update list, outgoing willMove, delegate will, load incoming, outgoing viewWillDisappear, "
                + "incoming viewWillAppear, install, incoming viewIsAppearing",
            didHalf: navigationDidHalf, reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .stackReplacement, willHalf: navigationWillHalf, didHalf: navigationDidHalf,
            reversal: navigationReversal, unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .present,
            willHalf:
                "update list, begin moves, load incoming, outgoing viewWillDisappear, incoming viewWillAppear, "
                + "install, incoming viewIsAppearing",
            didHalf:
                "teardown, incoming viewDidAppear, outgoing viewDidDisappear, release, end moves, completion",
            reversal: incomingLeavesFirst + ", release, end moves, completion"),
        Entry(
            kind: .dismiss,
            willHalf: "begin moves, delegate will, covered viewWillDisappear, load incoming, "
                + "outgoing viewWillDisappear, incoming viewWillAppear, install, incoming viewIsAppearing",
            didHalf: "teardown, covered viewDidDisappear, incoming viewDidAppear, outgoing viewDidDisappear, "
                + "release, end moves, update list, completion, delegate did",
            reversal: incomingLeavesFirst
                + ", covered viewWillAppear viewDidAppear, release, end moves, undo incoming"),
        Entry(
            kind: .tabSwitch,
            willHalf:
                "update list, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release, completion",
            reversal: incomingLeavesFirst + ", release, completion"),
        Entry(
            kind: .tabShown,
            willHalf: "load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release, completion",
            reversal: incomingLeavesFirst + ", release, completion"),
        Entry(
            kind: .windowRoot,
            willHalf: "load incoming, outgoing viewWillDisappear, incoming viewWillAppear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release",
            reversal: incomingLeavesFirst + ", release"),
        Entry(
            kind: .removal,
            willHalf: "finish transitions inside, outgoing viewWillDisappear, install",
            didHalf: "teardown, outgoing viewDidDisappear, release",
            reversal: incomingLeavesFirst + ", release", endsAtOnce: true),
        Entry(
            kind: .childTransition,
            willHalf: "load incoming, incoming viewWillAppear, outgoing viewWillDisappear, install, "
                + "incoming viewIsAppearing",
            didHalf: "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release, completion",
            reversal: incomingLeavesFirst + ", release, completion"),
        Entry(
            kind: .pageScroll,
            willHalf:
                "incoming willMove, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, "
                + "install, incoming viewIsAppearing",
            didHalf:
                "teardown, incoming viewDidAppear, outgoing viewDidDisappear, release, incoming didMove, "
                + "outgoing willMove, outgoing removed, completion",
            reversal: "outgoing viewWillAppear, outgoing viewDidAppear, incoming viewWillDisappear, "
                + "incoming viewDidDisappear, release, undo incoming, completion",
            unanimatedEndsBeforeLayout: true),
        Entry(
            kind: .pageCurl,
            willHalf:
                "incoming willMove, load incoming, incoming viewWillAppear, outgoing viewWillDisappear, "
                + "install, incoming viewIsAppearing",
            didHalf:
                "teardown, outgoing viewDidDisappear, incoming viewDidAppear, release, incoming didMove, "
                + "outgoing willMove, outgoing removed, completion",
            reversal: "incoming viewWillDisappear, outgoing viewWillAppear, incoming viewDidDisappear, "
                + "outgoing viewDidAppear, release, undo incoming, completion",
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

    @Test(
        "each ending half lets go once, after every callback, before the container's last steps",
        arguments: entries)
    func releaseAfterCallbacks(of entry: Entry) {
        let order = Transition.Order(entry.kind)
        for half in [order.didHalf, order.reversal] {
            let release = half.firstIndex(of: .release)
            #expect(half.filter { $0 == .release }.count == 1)
            #expect(half.prefix(upTo: release ?? half.endIndex).allSatisfy { !Self.isContainerClosing($0) })
            #expect(half.suffix(from: (release ?? half.endIndex - 1) + 1).allSatisfy(Self.isContainerClosing))
        }
        #expect(!order.willHalf.contains(.release))
    }

    /// Whether a step is one of the container's own after the callbacks.
    static func isContainerClosing(_ step: Transition.Step) -> Bool {
        switch step {
        case .endMoves, .outgoingRemoved, .incomingDidMove, .outgoingWillMove, .completion, .delegateDid,
            .restoreList, .undoIncoming, .outgoingStays, .updateList:
            true
        default: false
        }
    }

    /// The steps in a console's words, comma-separated.
    static func describe(_ steps: [Transition.Step]) -> String {
        steps.map { step in
            switch step {
            case .finishTransitionsInside: "finish transitions inside"
            case .incomingWillMove: "incoming willMove"
            case .outgoingWillMove: "outgoing willMove"
            case .beginMoves: "begin moves"
            case .updateList: "update list"
            case .delegateWill: "delegate will"
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
            case .release: "release"
            case .endMoves: "end moves"
            case .outgoingRemoved: "outgoing removed"
            case .incomingDidMove: "incoming didMove"
            case .completion: "completion"
            case .delegateDid: "delegate did"
            case .restoreList: "restore list"
            case .undoIncoming: "undo incoming"
            case .outgoingStays: "outgoing stays"
            }
        }
        .joined(separator: ", ")
    }
}
