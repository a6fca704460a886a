// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// The app's settings, kept in `@AppStorage`.
    struct SettingsScreen: View {
        @Environment(ActivityLog.self) private var log
        @AppStorage("sortOrder") private var sortOrder = SortOrder.added
        @AppStorage("showsFinished") private var showsFinished = true

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                        Toggle("Show Finished Books", isOn: $showsFinished)
                    } footer: {
                        Text("Finished books are marked with a check.")
                    }
                }
                .navigationTitle("Settings")
                .onVisibilityChange { visible in log.record("settings \(visible ? "visible" : "hidden")") }
            }
        }
    }

#endif
