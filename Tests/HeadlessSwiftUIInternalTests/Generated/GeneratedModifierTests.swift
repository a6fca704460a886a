// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // The modifiers scripts/generate-api writes from the SDK are inert: each call is listed in
    // Headless.inertCalls by Apple's name, once, whichever type it was called on.
    @Suite(.serialized) @MainActor struct GeneratedModifierTests {
        struct Article: View {
            var body: some View {
                ScrollView {
                    Text("Title").accessibilityHeading(.h1)
                    Text("Body").speechAdjustedPitch(0.5)
                    Color.red
                        .accessibilityLabel("Swatch")
                        .accessibilitySortPriority(2)
                }
                .contentMargins(16, for: .scrollContent)
                .scrollClipDisabled()
                .toolbarTitleDisplayMode(.inline)
                .persistentSystemOverlays(.hidden)
            }
        }

        @Test("a view using generated modifiers records each by Apple's name, sorted")
        func recordsEachGeneratedModifier() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Article()))
            #expect(
                Headless.inertCalls == [
                    "ModifiedContent.accessibilitySortPriority(_:)",
                    "Text.accessibilityHeading(_:)",
                    "Text.speechAdjustedPitch(_:)",
                    "View.contentMargins(_:for:)",
                    "View.persistentSystemOverlays(_:)",
                    "View.scrollClipDisabled(_:)",
                    "View.toolbarTitleDisplayMode(_:)",
                ])
        }

        @Test("named values compare by name and arguments")
        func namedValues() {
            #expect(ListSectionSpacing.custom(8).headlessName == "custom(8.0)")
            #expect(MenuOrder.fixed == MenuOrder.fixed)
            #expect(MenuOrder.fixed != MenuOrder.automatic)
            #expect(
                InterfaceOrientation.allCases.map(\.id) == [
                    "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
                ])
        }
    }
}
