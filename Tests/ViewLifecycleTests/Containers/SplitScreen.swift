// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A two-column `NavigationSplitView` with a tracked sidebar and a tracked detail.
    struct SplitScreen: View {
        @State private var columns = NavigationSplitViewVisibility.all

        var body: some View {
            NavigationSplitView(columnVisibility: $columns) {
                TrackedScreen(name: "Sidebar")
            } detail: {
                TrackedScreen(name: "Detail")
            }
        }
    }

#endif
