// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import ViewLifecycle

    /// A small screen for the snapshots: a count, a button that raises it, and a link to a detail
    /// screen; both screens are tracked by the lifecycle modifiers.
    struct CounterScreen: View {
        @State private var count = 0

        var body: some View {
            NavigationStack {
                VStack {
                    Text("Count: \(count)")
                    Button("Add") { count += 1 }
                    NavigationLink("Details") {
                        Text("Details").onDidAppear {}
                    }
                }
                .navigationTitle("Counter")
                .onWillAppear {}
            }
        }
    }

#endif
