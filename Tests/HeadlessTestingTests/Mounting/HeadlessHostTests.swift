// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

@Suite(.headless) @MainActor struct HeadlessHostTests {
    @Test("host shows the view in a key window the size of the screen, appeared and idle")
    func hostsOnTheScreen() {
        var events: [String] = []
        let host = Headless.host(Text("Hello").onAppear { events.append("onAppear") })
        #expect(events == ["onAppear"])
        #expect(host.view.window?.isKeyWindow == true)
        #expect(host.view.window?.bounds.size == CGSize(width: 393, height: 852))
        #expect(Headless.screen() == "Text \"Hello\"\n")
    }

    @Test("a screen size given resizes the world's screen and the window")
    func hostsOnAnIPad() {
        let host = Headless.host(Text("Wide"), screenSize: .iPadLandscape)
        #expect(Headless.screenSize == .iPadLandscape)
        #expect(host.view.window?.bounds.size == CGSize(width: 1194, height: 834))
        #expect(host.traitCollection.horizontalSizeClass == .regular)
    }
}
