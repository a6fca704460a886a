// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a color picker shows its label and color; the driver chooses a color through
    // the latest binding. Headless only.
    @Suite(.serialized) @MainActor struct ColorPickerTests {
        struct Theme: View {
            @State private var tint = Color.blue

            var body: some View {
                VStack {
                    ColorPicker("Tint", selection: $tint)
                    ColorPicker(selection: $tint, supportsOpacity: false) {
                        Label("Accent", systemImage: "paintpalette")
                    }
                    .disabled(true)
                }
            }
        }

        @Test("a color picker shows its label and color; select(_: Color, in:) sets the binding")
        func chooses() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Theme()))
            #expect(
                Headless.screen()
                    == "ColorPicker \"Tint\": \"blue\"\nColorPicker \"Accent\": \"blue\" (disabled)\n")
            try Headless.select(Color.red, in: "Tint")
            #expect(
                Headless.screen()
                    == "ColorPicker \"Tint\": \"red\"\nColorPicker \"Accent\": \"red\" (disabled)\n")
            #expect(
                throws: Headless.DriverError(
                    "ColorPicker \"Accent\": \"red\" (disabled) cannot be set to a color: it is disabled.")
            ) {
                try Headless.select(Color.green, in: "Accent")
            }
        }
    }
}
