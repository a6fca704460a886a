// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: every control is a screen element the driver acts on through its latest binding;
    // disabled controls are refused. Headless only (the screen and the driver).
    @Suite(.serialized) @MainActor struct ControlsTests {
        @Test("a form of controls shows each control's role, label and value")
        func snapshot() {
            _ = Log.start()
            BadgeSerial.last = 0
            _ = showInWindow(UIHostingController(rootView: ControlsForm()))
            #expect(
                Headless.screen() == """
                    Toggle "Wi-Fi": on
                    TextField "Name": ""
                    SecureField "Password"
                    Picker "Flavor": "Vanilla"
                    Stepper "Rating: 3": 3
                    Slider "Volume": 0.5
                    ProgressView "Upload": 50%
                    LabeledContent "Owner"
                    Button "Delete": destructive
                    Button "Add"
                    Button "Badge 1, 0 taps"
                    Link "Help"
                    Image "star"
                    Button "Locked" (disabled)

                    """)
        }

        @Test("driver actions update the bindings; a label's state survives its button's updates")
        func actions() throws {
            let log = Log.start()
            BadgeSerial.last = 0
            _ = showInWindow(UIHostingController(rootView: ControlsForm()))
            try Headless.tap("Wi-Fi")
            try Headless.type("Ann", into: "Name")
            try Headless.type("secret", into: "Password")
            try Headless.select("Chocolate", in: "Flavor")
            try Headless.increment("Rating: 3")
            try Headless.increment("Rating: 4")
            try Headless.increment("Rating: 5")
            try Headless.setValue(0.8, of: "Volume")
            try Headless.tap("Delete")
            try Headless.tap("Add")
            try Headless.tap("Badge 1, 0 taps")
            try Headless.tap("Badge 1, 1 taps")
            try Headless.tap("Help")
            #expect(log.take() == ["delete", "add Ann secret Chocolate"])
            #expect(Headless.openedURLs == [URL(string: "https://example.com/help")!])
            #expect(
                Headless.screen() == """
                    Toggle "Wi-Fi": off
                    TextField "Name": "Ann"
                    SecureField "Password"
                    Picker "Flavor": "Chocolate"
                    Stepper "Rating: 5": 5
                    Slider "Volume": 0.75
                    ProgressView "Upload": 75%
                    LabeledContent "Owner": "Ann"
                    Button "Delete": destructive
                    Button "Add"
                    Button "Badge 1, 2 taps"
                    Link "Help"
                    Image "star"
                    Button "Locked" (disabled)

                    """)
        }

        @Test("a disabled control is refused with the driver's message and its action does not run")
        func disabledRefused() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ControlsForm()))
            #expect(
                throws: Headless.DriverError(#"Button "Locked" (disabled) cannot be tapped: it is disabled."#)
            ) {
                try Headless.tap("Locked")
            }
            #expect(log.take() == [])
        }

        @Test("the picker's options are listed when a choice is missing")
        func missingOption() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ControlsForm()))
            #expect(
                throws: Headless.DriverError(
                    #"Picker "Flavor": "Vanilla" has no option "Mint". Options: "Vanilla", "Chocolate"."#)
            ) { try Headless.select("Mint", in: "Flavor") }
        }

        struct UntaggedSelection: View {
            @State private var flavor = "Mint"

            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
            }
        }

        @Test("a selection no tag matches prints SwiftUI's warning and shows no value")
        func invalidSelection() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: UntaggedSelection()))
            #expect(
                Headless.consoleMessages == [
                    #"Picker: the selection "Mint" is invalid and does not have an associated tag, this will give undefined results."#
                ])
            #expect(Headless.screen() == "Picker \"Flavor\"\n")
        }
    }
}
