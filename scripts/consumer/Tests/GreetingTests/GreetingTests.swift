// The app's tests, on Linux: the screen hosted headlessly, its events and its text checked.
import Greeting
import HeadlessSnapshotTesting
import HeadlessTesting
import SnapshotTesting
import Testing

@Suite(.headless) @MainActor struct GreetingTests {
    @Test("the greeting appears once, and its text is on screen")
    func appears() {
        var events: [String] = []
        Headless.host(Greeting { events.append($0) })
        #expect(events == ["willAppear", "didAppear"])
        #expect(Headless.screen() == "Text \"Hello\"\n")
    }

    @Test("the greeting's screen matches the snapshot recorded with it")
    func looksAsRecorded() {
        assertSnapshot(of: Greeting { _ in }, as: .screen)
    }
}
