// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18 item 6: a control joins the snapshot and the driver with one conformance. These
    // stand-ins conform as Button, Toggle, TextField, Picker, Slider and the accessibility,
    // navigation-bar, searchable and refreshable modifiers will. Headless only.
    @Suite(.serialized) @MainActor struct PluggedControlTests {
        @Test("plugged controls show their state; bar items and titles move into the navigation bar")
        func snapshot() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PluggedSettings()))
            #expect(log.take() == ["label onAppear"])
            #expect(
                Headless.screen() == """
                    NavigationBar "Settings"
                      Button "Done"
                    SearchField "Search": ""
                    Refreshable
                      Toggle "Wi-Fi": on
                      TextField "Name": ""
                      Picker "Flavor": "Vanilla"
                      Slider "Volume": 5.0
                      Button "Save, now"
                      Text "A, B"
                      Text "Star" [id: star]

                    """)
        }

        @Test("each gesture reaches its control and the screen shows the result")
        func gestures() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PluggedSettings()))
            _ = log.take()
            try Headless.tap("Wi-Fi")
            try Headless.type("Ann", into: "Name", submit: true)
            try Headless.select("Chocolate", in: "Flavor")
            try Headless.setValue(8, of: "Volume")
            try Headless.increment("Volume")
            try Headless.increment("Volume")
            try Headless.decrement("Volume")
            try Headless.search("milk", submit: true)
            #expect(log.take() == ["submitted Ann", "search milk"])
            #expect(
                Headless.screen() == """
                    NavigationBar "Settings"
                      Button "Done"
                    SearchField "Search": "milk"
                    Refreshable
                      Toggle "Wi-Fi": off
                      TextField "Name": "Ann"
                      Picker "Flavor": "Chocolate"
                      Slider "Volume": 9.0
                      Button "Save, now"
                      Text "A, B"
                      Text "Star" [id: star]

                    """)
        }

        @Test(
            "taps reach a button by its whole label or one of its texts, and a bar item",
            .tasksFollowVirtualTime)
        func taps() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PluggedSettings()))
            _ = log.take()
            try Headless.tap("Save, now")
            try Headless.tap("Save")
            try Headless.tap("Done")
            try Headless.refresh()
            #expect(log.take() == ["saved", "saved", "done", "refreshed"])
        }

        @Test("errors name the control: a missing option, a text found by identifier that takes no tap")
        func errors() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: PluggedSettings()))
            #expect(
                throws: Headless.DriverError(
                    #"Picker "Flavor": "Vanilla" has no option "Mint". Options: "Vanilla", "Chocolate"."#)
            ) { try Headless.select("Mint", in: "Flavor") }
            #expect(throws: Headless.DriverError(#"Text "Star" [id: star] cannot be tapped."#)) {
                try Headless.tap(.identifier("star"))
            }
        }
    }
}
