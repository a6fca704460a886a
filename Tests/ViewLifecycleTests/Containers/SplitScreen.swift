// ViewLifecycle · ViewLifecycleTests

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
