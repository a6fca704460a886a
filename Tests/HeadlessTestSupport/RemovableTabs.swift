// ViewLifecycle · HeadlessTestSupport

/// Three tabs, the third removable (a test taps "remove C"); it holds a logged representable
/// named "C", whose objects the test watches.
public struct RemovableTabs: View {
    @State private var showsThird = true

    /// Creates the tabs, all three shown.
    public init() {}

    /// A tab view of A, B and, until removed, C.
    public var body: some View {
        let _ = Triggers.shared.register("remove C") { showsThird = false }
        TabView {
            Text("A").tabItem { Text("A") }
            Text("B").tabItem { Text("B") }
            if showsThird {
                LoggedRepresentable(name: "C").tabItem { Text("C") }
            }
        }
    }
}
