// The app's tests, on Linux: the screen hosted headlessly, its events and its text checked.
import Greeting
import HeadlessTesting
import Testing

@MainActor struct GreetingTests {
    @Test("the greeting appears once, and its text is on screen")
    func appears() {
        Headless.reset()
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: Greeting { events.append($0) })
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(events == ["willAppear", "didAppear"])
        #expect(Headless.screen().contains("Hello"))
    }
}
