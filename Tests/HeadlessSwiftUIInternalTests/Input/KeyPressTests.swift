// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: a key press keeps the fields it was made with; the debug descriptions' formats
    // are guesses (Docs/Evidence.md).
    @Suite @MainActor struct KeyPressTests {
        @Test("a key press keeps its phase, key, characters and modifiers")
        func fields() {
            let press = KeyPress(phase: .down, key: "a", characters: "A", modifiers: .shift)
            #expect(press.phase == .down)
            #expect(press.key == KeyEquivalent("a"))
            #expect(press.characters == "A")
            #expect(press.modifiers == .shift)
            #expect(
                press.debugDescription
                    == #"KeyPress(phase: [.down], key: "a", characters: "A", modifiers: 2)"#)
        }

        @Test("phases are an option set whose `all` holds down, repeat and up")
        func phases() {
            #expect(KeyPress.Phases.all == [.down, .repeat, .up])
            #expect(KeyPress.Phases.all.debugDescription == "[.down, .repeat, .up]")
            #expect(KeyPress.Phases([.up, .down]).debugDescription == "[.down, .up]")
            #expect(KeyPress.Phases(rawValue: 0).debugDescription == "[]")
        }

        @Test("results are hashable values")
        func results() {
            #expect(Set([KeyPress.Result.handled, .ignored, .handled]).count == 2)
            #expect(KeyPress.Result.handled != .ignored)
        }
    }
}
