// The app's tests, on Linux: the screen hosted headlessly, its events and its text checked.
import Greeting
import HeadlessTesting
import Testing

@Suite(.headless) @MainActor struct GreetingTests {
    @Test("the greeting appears once, and its text is on screen")
    func appears() {
        var events: [String] = []
        Headless.host(Greeting { events.append($0) })
        #expect(events == ["willAppear", "didAppear"])
        #expect(Headless.screen() == "Text \"Hello\"\n")
    }
}
