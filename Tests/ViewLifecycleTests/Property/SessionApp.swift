// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// The app a random session drives: a `TabView` whose first tab is a `NavigationStack` (a root
    /// with a conditional view, a view under `.id`, `ForEach` rows, probes pushed by value, a popover
    /// and an alert), a second tab that can be removed, a page-style `TabView` of probes, a `List` of
    /// probes to scroll away and back, a `NavigationSplitView` (collapsed or expanded by the screen's
    /// width), and a sheet and a full-screen cover over it all. Every screen holds a probe.
    struct SessionApp: View {
        /// The app's state, as the session's actions write it.
        struct Controls {
            var path: Binding<[Int]>
            var showsDetail: Binding<Bool>
            var detailID: Binding<Int>
            var showsSheet: Binding<Bool>
            var showsCover: Binding<Bool>
            var rows: Binding<[Int]>
            var showsOtherTab: Binding<Bool>
            var showsPopover: Binding<Bool>
            var showsAlert: Binding<Bool>
        }

        let recorder: SessionRecorder
        let expose: (Controls) -> Void
        @State private var path: [Int] = []
        @State private var showsDetail = true
        @State private var detailID = 0
        @State private var showsSheet = false
        @State private var showsCover = false
        @State private var rows = [0, 1, 2]
        @State private var showsOtherTab = true
        @State private var showsPopover = false
        @State private var showsAlert = false
        @State private var folder: Int?

        var body: some View {
            let _ = expose(
                Controls(
                    path: $path, showsDetail: $showsDetail, detailID: $detailID, showsSheet: $showsSheet,
                    showsCover: $showsCover, rows: $rows, showsOtherTab: $showsOtherTab,
                    showsPopover: $showsPopover, showsAlert: $showsAlert))
            TabView {
                NavigationStack(path: $path) {
                    VStack {
                        SessionProbe(name: "root", recorder: recorder)
                        if showsDetail {
                            SessionProbe(name: "detail", recorder: recorder)
                        }
                        SessionProbe(name: "identified", recorder: recorder).id(detailID)
                        ForEach(rows, id: \.self) { row in
                            SessionProbe(name: "row \(row)", recorder: recorder)
                        }
                    }
                    .navigationDestination(for: Int.self) { value in
                        SessionProbe(name: "pushed \(value)", recorder: recorder)
                    }
                    .popover(isPresented: $showsPopover) { SessionProbe(name: "popover", recorder: recorder) }
                    .alert("Alert", isPresented: $showsAlert) {}
                }
                .tabItem { Text("Home") }
                if showsOtherTab {
                    SessionProbe(name: "other tab", recorder: recorder).tabItem { Text("Other") }
                }
                TabView {
                    ForEach(0..<3, id: \.self) { page in
                        SessionProbe(name: "page \(page)", recorder: recorder)
                    }
                }
                .tabViewStyle(.page)
                .tabItem { Text("Pages") }
                List(0..<30, id: \.self) { row in SessionProbe(name: "list row \(row)", recorder: recorder) }
                    .tabItem { Text("Rows") }
                NavigationSplitView {
                    List(0..<2, id: \.self, selection: $folder) { folder in
                        Text("Folder \(folder)")
                    }
                    SessionProbe(name: "sidebar", recorder: recorder)
                } detail: {
                    SessionProbe(name: "detail \(folder.map(String.init) ?? "none")", recorder: recorder)
                }
                .tabItem { Text("Split") }
            }
            .sheet(isPresented: $showsSheet) { SessionProbe(name: "sheet", recorder: recorder) }
            .fullScreenCover(isPresented: $showsCover) { SessionProbe(name: "cover", recorder: recorder) }
        }
    }

#endif
