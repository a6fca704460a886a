// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// The app's root: a tab for the library and one for settings.
    public struct RootView: View {
        @State private var selection = RootTab.library

        /// Creates the root view.
        public init() {}

        /// The tabs.
        public var body: some View {
            TabView(selection: $selection) {
                LibraryScreen()
                    .tabItem { Label("Library", systemImage: "books.vertical") }
                    .tag(RootTab.library)
                SettingsScreen()
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(RootTab.settings)
            }
        }
    }

#endif
