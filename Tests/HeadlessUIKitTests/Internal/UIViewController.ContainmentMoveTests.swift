// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the controller's state values are the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// A controller's move in or out of a container as transcripts: each input followed by the state
/// and what `isMovingToParent`/`isMovingFromParent` read.
@MainActor
struct ContainmentMoveTests {
    /// The state and the two properties, as one line.
    static func read(_ move: UIViewController.ContainmentMove) -> String {
        "\(move.state) toParent=\(move.isJoining) fromParent=\(move.isLeaving)"
    }

    @Test("a join and a leave, each from its start to its end")
    func joinThenLeave() {
        var move = UIViewController.ContainmentMove()
        #expect(Self.read(move) == "settled toParent=false fromParent=false")
        move.beginJoining()
        #expect(Self.read(move) == "joining toParent=true fromParent=false")
        move.endJoining()
        #expect(Self.read(move) == "settled toParent=false fromParent=false")
        move.beginLeaving()
        #expect(Self.read(move) == "leaving toParent=false fromParent=true")
        move.endLeaving()
        #expect(Self.read(move) == "settled toParent=false fromParent=false")
    }

    @Test("leaving before the join finished holds both, and each end clears its own")
    func leaveWhileJoining() {
        var move = UIViewController.ContainmentMove()
        move.beginJoining()
        move.beginLeaving()
        #expect(Self.read(move) == "leavingWhileJoining toParent=true fromParent=true")
        move.endJoining()
        #expect(Self.read(move) == "leaving toParent=false fromParent=true")
        move.beginJoining()
        move.endLeaving()
        #expect(Self.read(move) == "joining toParent=true fromParent=false")
    }

    @Test("repeated inputs and ends with nothing begun change nothing")
    func idempotent() {
        var move = UIViewController.ContainmentMove()
        move.endJoining()
        move.endLeaving()
        #expect(move.state == .settled)
        move.beginJoining()
        move.beginJoining()
        #expect(move.state == .joining)
        move.endLeaving()
        #expect(move.state == .joining)
    }
}
