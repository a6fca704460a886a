// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Apple's EditButton documentation: "A button that toggles the edit mode environment value".
    // Headless only (the driver's tap).
    @Suite(.serialized) @MainActor struct EditButtonTests {
        struct Editing: View {
            @State private var mode = EditMode.inactive

            var body: some View {
                VStack {
                    EditButton()
                    Text(mode.isEditing ? "editing" : "not editing")
                }
                .environment(\.editMode, $mode)
            }
        }

        @Test("a tap toggles the environment's edit mode and the title follows")
        func toggles() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Editing()))
            #expect(Headless.screen() == "Button \"Edit\"\nText \"not editing\"\n")
            try Headless.tap("Edit")
            #expect(Headless.screen() == "Button \"Done\"\nText \"editing\"\n")
            try Headless.tap("Done")
            #expect(Headless.screen() == "Button \"Edit\"\nText \"not editing\"\n")
        }

        @Test("without an edit mode in the environment, the button keeps its own")
        func ownMode() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: EditButton()))
            try Headless.tap("Edit")
            #expect(Headless.screen() == "Button \"Done\"\n")
        }
    }
}
