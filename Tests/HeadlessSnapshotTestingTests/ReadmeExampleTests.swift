// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSnapshotTesting
    import HeadlessTesting
    import SnapshotTesting
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
                    Button("Publish") {}
                        .disabled(status != "Saved")
                }
                .onWillDisappear { status = "Saved" }
                .navigationTitle("Draft")
            }
        }
    }

    @Suite(.headless) @MainActor struct DraftTests {
        @Test func savesWhenCovered() throws {
            Headless.host(DraftScreen())
            #expect(try Headless.find(.button("Publish")).isEnabled == false)
            try Headless.tap("Preview")
            try Headless.goBack()
            #expect(
                Headless.screen() == """
                    NavigationBar "Draft"
                    Text "Saved"
                    Link "Preview"
                    Button "Publish"

                    """)
        }

        @Test func looksAsRecorded() {
            assertSnapshot(of: DraftScreen(), as: .screen)
        }

        @Test func keepsTheLifecycleContract() throws {
            try Headless.explore(DraftScreen(), seed: 42, steps: 100)
        }
    }

#endif
