// ViewLifecycle · HeadlessTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import Testing
    import ViewLifecycle

    // README.md's "Testing screens on Linux" example, copied as printed, so the README cannot show
    // code that does not build or pass.
    struct DraftScreen: View {
        @State private var status = "Editing"

        var body: some View {
            NavigationStack {
                VStack {
                    Text(status)
                    NavigationLink("Preview") { Text("The draft, read only") }
                }
                .onWillDisappear { status = "Saved" }
                .navigationTitle("Draft")
            }
        }
    }

    @Suite(.headless) @MainActor struct DraftTests {
        @Test func savesWhenCovered() throws {
            Headless.host(DraftScreen())
            try Headless.tap("Preview")
            try Headless.goBack()
            #expect(
                Headless.screen() == """
                    NavigationBar "Draft"
                    Text "Saved"
                    Link "Preview"

                    """)
        }
    }

#endif
