// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the controller's state values are the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// A controller's presentation and dismissal as transcripts: each input followed by the state
/// and what `isBeingPresented`/`isBeingDismissed` read.
@MainActor
struct PresentationMoveTests {
    /// The state and the two properties, as one line.
    static func read(_ move: UIViewController.PresentationMove) -> String {
        "\(move.state) presented=\(move.isBeingPresented) dismissed=\(move.isBeingDismissed)"
    }

    @Test("a presentation and a dismissal, each from its start to its end")
    func presentThenDismiss() {
        var move = UIViewController.PresentationMove()
        #expect(Self.read(move) == "settled presented=false dismissed=false")
        move.beginPresentation()
        #expect(Self.read(move) == "beingPresented presented=true dismissed=false")
        move.endPresentation()
        #expect(Self.read(move) == "settled presented=false dismissed=false")
        move.beginDismissal()
        #expect(Self.read(move) == "beingDismissed presented=false dismissed=true")
        move.endDismissal()
        #expect(Self.read(move) == "settled presented=false dismissed=false")
    }

    @Test("a dismissal begun before the presentation finished holds both until each ends")
    func dismissWhilePresenting() {
        var move = UIViewController.PresentationMove()
        move.beginPresentation()
        move.beginDismissal()
        #expect(Self.read(move) == "beingDismissedWhileBeingPresented presented=true dismissed=true")
        move.endPresentation()
        #expect(Self.read(move) == "beingDismissed presented=false dismissed=true")
        move.beginPresentation()
        move.endDismissal()
        #expect(Self.read(move) == "beingPresented presented=true dismissed=false")
    }

    @Test("ends with nothing begun change nothing")
    func endsAlone() {
        var move = UIViewController.PresentationMove()
        move.endPresentation()
        move.endDismissal()
        #expect(move.state == .settled)
    }
}
