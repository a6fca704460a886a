// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Modifiers the SDK declares and scripts/generate-api writes compile as apps call them (Apple's
    // labels and defaults; a Text keeps returning Text) and leave the content's lifecycle alone.
    @Suite(.serialized) @MainActor struct GeneratedModifierTests {
        struct Article: View {
            var body: some View {
                List {
                    Section {
                        Text("Title").accessibilityHeading(.h1) + Text(" (draft)")
                        Leaf(name: "row")
                            .accessibilityTextContentType(.narrative)
                            .speechSpellsOutCharacters()
                            .selectionDisabled()
                    }
                }
                .listSectionSpacing(.compact)
                .contentMargins(.horizontal, 8, for: .scrollContent)
                .scrollClipDisabled()
                .toolbarTitleDisplayMode(.inlineLarge)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .statusBarHidden()
            }
        }

        @Test("a view under generated modifiers appears once, its rows as without them")
        func appearsAsWithout() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Article()))
            Driver.runUntilIdle()
            #expect(log.take() == ["row body", "row onAppear"])
        }
    }
}
