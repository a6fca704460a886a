// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a custom toggle style set on a container builds each toggle's content from its
    // configuration, whose isOn binding is the toggle's; a built-in style below restores the toggle.
    @Suite(.serialized) @MainActor struct ToggleStyleTests {
        @Test("a custom ToggleStyle's body shows and flips the binding; .switch below is drawn only")
        func customStyle() throws {
            _ = showInWindow(UIHostingController(rootView: ToggleStyleHost()))
            #expect(
                Headless.screen() == """
                    Text "Wi-Fi"
                    Button "Turn on"
                    Toggle "Bluetooth": on

                    """)
            try Headless.tap("Turn on")
            try Headless.tap("Bluetooth")
            #expect(
                Headless.screen() == """
                    Text "Wi-Fi"
                    Button "Turn off"
                    Toggle "Bluetooth": off

                    """)
        }
    }
}
