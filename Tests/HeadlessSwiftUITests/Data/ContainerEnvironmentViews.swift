// ViewLifecycle · HeadlessSwiftUITests

/// A screen that does not read the accent around a child that does, so a test can tell that an
/// inherited change re-runs only the reader.
struct AccentScreen: View {
    let name: String

    var body: some View {
        let _ = log("\(name) body")
        AccentReader(name: name)
    }
}

/// Logs the accent its environment holds each time its body runs.
struct AccentReader: View {
    let name: String
    @Environment(\.accent) private var accent

    var body: some View {
        let _ = log("\(name) accent \(accent)")
        Text(name)
    }
}

/// A navigation stack under an accent set above it; its root links to a pushed screen.
struct AccentStack: View {
    let accent: String

    var body: some View {
        NavigationStack {
            NavigationLink("Detail 1", value: 1)
                .navigationDestination(for: Int.self) { AccentScreen(name: "D\($0)") }
        }
        .environment(\.accent, accent)
    }
}

/// A tab view under an accent set above it.
struct AccentTabs: View {
    let accent: String

    var body: some View {
        TabView {
            AccentScreen(name: "Tab A").tabItem { Text("A") }
            AccentScreen(name: "Tab B").tabItem { Text("B") }
        }
        .environment(\.accent, accent)
    }
}

/// A presenter whose sheet shows `content`, under an accent set above the presenter; it logs its
/// binding's changes and `onDismiss`.
struct AccentSheetPresenter<Content: View>: View {
    let accent: String
    @ViewBuilder let content: () -> Content
    @State private var isPresented = false

    var body: some View {
        let _ = Triggers.shared.register("show") { isPresented = true }
        Text("Root")
            .onChange(of: isPresented) { _, new in log("isPresented \(new)") }
            .sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) { content() }
            .environment(\.accent, accent)
    }
}

/// A navigation stack inside a sheet: its root registers its `dismiss` ("dismiss Root") and links
/// to a pushed screen that registers its own ("dismiss D1").
struct SheetStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Detail 1", value: 1)
                .background(DismissingLeaf(name: "Root"))
                .navigationDestination(for: Int.self) { DismissingLeaf(name: "D\($0)") }
        }
    }
}

/// A tab view inside a sheet: its first tab's root registers its `dismiss` ("dismiss Tab A").
struct SheetTabs: View {
    var body: some View {
        TabView {
            DismissingLeaf(name: "Tab A").tabItem { Text("A") }
            DismissingLeaf(name: "Tab B").tabItem { Text("B") }
        }
    }
}

/// A navigation stack under an `@Observable` flag placed with `environment(_:)`; its pushed
/// screen reads the flag.
struct FlagStack: View {
    let flag: Flag

    var body: some View {
        NavigationStack {
            NavigationLink("Detail 1", value: 1)
                .navigationDestination(for: Int.self) { _ in FlagReader() }
        }
        .environment(flag)
    }
}

/// Logs the environment's flag each time its body runs.
struct FlagReader: View {
    @Environment(Flag.self) private var flag

    var body: some View {
        let _ = log("flag \(flag.isOn)")
        Text("flag")
    }
}
