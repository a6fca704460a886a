// ViewLifecycle · HeadlessPlaygroundSupportTests

import HeadlessPlaygroundSupport
import HeadlessSwiftUI
import HeadlessTestSupport
import Testing

/// Source: issue 10, item 5 (each live-view change hosts in a window and runs until idle), and
/// UIKit's root-replacement order for the window's root (traces/07).
@Suite(.serialized, .headlessWorld) @MainActor
struct PlaygroundPageTests {
    @Test("a controller live view loads and appears before the setter returns; nil removes and frees it")
    func controllerLiveView() throws {
        let log = Log.start()
        let released: Weak<LoggingViewController>
        do {
            let controller = LoggingViewController("live")
            released = Weak(controller)
            PlaygroundPage.current.setLiveView(controller)
        }
        #expect(
            log.take() == [
                "live loadView()", "live viewDidLoad()", "live viewWillAppear(_:)",
                "live viewIsAppearing(_:)",
                "live viewDidAppear(_:)",
            ])
        PlaygroundPage.current.liveView = nil
        #expect(log.take() == ["live viewWillDisappear(_:)", "live viewDidDisappear(_:)"])
        try expectReleased(released)
    }

    @Test("a SwiftUI live view is hosted; setting nil frees the host")
    func swiftUILiveView() throws {
        Headless.reset()
        PlaygroundPage.current.setLiveView(Text("hello"))
        let released: Weak<UIHostingController<Text>>
        do {
            let host = try #require(PlaygroundPage.current.liveView as? UIHostingController<Text>)
            #expect(host.viewIfLoaded?.window != nil)
            released = Weak(host)
        }
        PlaygroundPage.current.liveView = nil
        try expectReleased(released)
    }
}
