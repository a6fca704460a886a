// ViewLifecycle · LifecycleTraceTests

import LifecycleCore
import Testing

@testable import LifecycleTrace

/// One object's lifetime as transcripts: each callback, at its line, followed by the phase it
/// leaves and exactly the findings it adds.
struct TraceCheckerObjectStateTests {
    /// An object at `0x1` fed callbacks from line 1 on.
    private struct Object {
        var state = TraceChecker.ObjectState(address: "0x1", typeName: "A", ordinal: 0)
        var line = 0
        var reported = 0

        /// Feeds `raw` at the next line; returns the phase and the new findings, as
        /// `"line: [rule] message"`.
        mutating func take(_ raw: RawCallback) -> (AppearancePhase, [String]) {
            line += 1
            state.consume(line: line, raw: raw)
            let findings = state.section.findings.dropFirst(reported)
            reported += findings.count
            return (state.phase, findings.map { "\($0.line): [\($0.rule.rawValue)] \($0.message)" })
        }
    }

    @Test("a second viewIsAppearing in one appearance is a breach naming where the appearance began")
    func isAppearingTwice() {
        var object = Object()
        #expect(object.take(.viewDidLoad) == (.hidden, []))
        #expect(object.take(.viewWillAppear(animated: false)) == (.appearing, []))
        #expect(object.take(.viewIsAppearing(animated: false)) == (.appearing, []))
        #expect(
            object.take(.viewIsAppearing(animated: false)) == (
                .appearing,
                [
                    "4: [is-appearing-twice] viewIsAppearing(_:) again in the appearance viewWillAppear(_:) began at line 2; UIKit calls it once per appearance, so viewDidAppear(_:) or viewWillDisappear(_:) was expected"
                ]
            ))
        // The machine still remembers the first one: a third is reported too.
        #expect(
            object.take(.viewIsAppearing(animated: false)) == (
                .appearing,
                [
                    "5: [is-appearing-twice] viewIsAppearing(_:) again in the appearance viewWillAppear(_:) began at line 2; UIKit calls it once per appearance, so viewDidAppear(_:) or viewWillDisappear(_:) was expected"
                ]
            ))
        #expect(object.take(.viewDidAppear(animated: false)) == (.visible, []))
        #expect(object.state.section.findings.map(\.severity) == [.breach, .breach])
    }

    @Test("each appearance may have its own viewIsAppearing, a cancelled one included")
    func isAppearingOncePerAppearance() {
        var object = Object()
        let cycle: [RawCallback] = [
            .viewWillAppear(animated: true), .viewIsAppearing(animated: true),
            .viewWillDisappear(animated: true), .viewWillAppear(animated: true),
            .viewIsAppearing(animated: true), .viewDidAppear(animated: true),
        ]
        #expect(object.take(.viewDidLoad) == (.hidden, []))
        #expect(
            cycle.map { object.take($0).0 } == [
                .appearing, .appearing, .disappearing, .appearing, .appearing, .visible,
            ])
        #expect(
            object.state.section.findings.map { "\($0.line): [\($0.rule.rawValue)]" } == [
                "4: [cancelled-transition]", "5: [cancelled-transition]",
            ])
    }

    @Test("a refused callback still moves the phase to the one it leads to: the checker reads the raw order")
    func followsTheRawOrder() {
        var object = Object()
        #expect(object.take(.viewDidLoad) == (.hidden, []))
        #expect(object.take(.viewWillAppear(animated: false)) == (.appearing, []))
        #expect(object.take(.viewDidAppear(animated: false)) == (.visible, []))
        // A `will` out of turn is refused by the machine, yet begins appearing: its `did` is no
        // breach.
        #expect(object.take(.viewWillAppear(animated: false)) == (.appearing, []))
        #expect(object.take(.viewDidAppear(animated: false)) == (.visible, []))
        #expect(
            object.take(.viewDidAppear(animated: false)) == (
                .visible,
                ["6: [did-without-will] viewDidAppear(_:) without viewWillAppear(_:) in this transition"]
            ))
        #expect(
            object.take(.teardown) == (
                .visible,
                [
                    "7: [deinit-while-appeared] deinit while visible (since viewDidAppear(_:) at line 6); viewDidDisappear(_:) never came"
                ]
            ))
    }
}
