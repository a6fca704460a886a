// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: NavigationSplitView is a UISplitViewController on iOS (its columns' appearance
    // follows UIKit's; Docs/HeadlessUIKit.md "Screen size, traits and split views"); in compact
    // width it collapses into one stack that starts at the sidebar, a selection in the sidebar's
    // List pushes the detail and going back pops it, clearing the selection (Apple's
    // NavigationSplitView documentation: "in narrow size classes it collapses into a single
    // stack"; the clearing of the selection on going back is what a device shows, unsourced by a
    // log: a guess). The covered sidebar's onDisappear at the push's end and its onAppear on going
    // back follow the NavigationStack rules (traces 03 and 10).
    @Suite(.serialized) @MainActor struct NavigationSplitViewTests {
        @Test("compact width: the sidebar alone; a selected row pushes the detail; back pops and clears it")
        func compactWidthCollapses() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: FruitSplit()))
            #expect(log.take() == ["Sidebar onAppear"])
            try Driver.tap("Apple")
            #expect(log.take() == ["selection Apple", "Apple onAppear", "Sidebar onDisappear"])
            try Driver.goBack()
            #expect(log.take() == ["Sidebar onAppear", "Apple onDisappear", "selection nil"])
            try Driver.tap("Pear")
            #expect(log.take() == ["selection Pear", "Pear onAppear", "Sidebar onDisappear"])
        }

        @Test("regular width: sidebar and detail side by side; a selected row changes the detail in place")
        func regularWidthShowsColumns() throws {
            let log = Log.start()
            Driver.useRegularWidth()
            _ = showInWindow(UIHostingController(rootView: FruitSplit()))
            #expect(log.take() == ["Sidebar onAppear", "Placeholder onAppear"])
            try Driver.tap("Apple")
            // The detail's branch changes in place: the runtime's rule for a changed identity
            // (trace 25: the new view's onAppear before the old one's onDisappear).
            #expect(log.take() == ["selection Apple", "Apple onAppear", "Placeholder onDisappear"])
        }

        @Test(
            "links in a selectable sidebar select their value; a stack in the detail pushes its destinations")
        func linksSelectAndDetailStackPushes() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: RecipeSplit()))
            #expect(log.take() == [])
            try Driver.tap("Soup")
            #expect(log.take() == ["selection Soup", "Soup onAppear"])
            try Driver.tap("Steps")
            #expect(log.take() == ["Step 1 onAppear", "Soup onDisappear"])
        }

        @Test(
            "preferredCompactColumn .detail collapses onto the detail; back shows the sidebar and the binding follows"
        )
        func preferredCompactColumn() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: CompactColumnSplit()))
            #expect(log.take() == ["Detail onAppear"])
            try Driver.goBack()
            #expect(log.take() == ["Sidebar onAppear", "Detail onDisappear", "column sidebar"])
        }

        @Test("the size classes follow the window: compact on an iPhone, regular on an iPad")
        func sizeClassesFollowTheWindow() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SizeClassReader()))
            #expect(log.take() == ["horizontal compact"])
            Driver.useRegularWidth()
            Driver.runUntilIdle()
            #expect(log.take() == ["horizontal regular"])
        }
    }
}

/// A two-column split view whose sidebar lists fruits and whose detail shows the selected one.
struct FruitSplit: View {
    @State private var selection: String?
    private let fruits = ["Apple", "Pear"]

    var body: some View {
        NavigationSplitView {
            List(fruits, id: \.self, selection: $selection) { fruit in
                Text(fruit)
            }
            .onAppear { log("Sidebar onAppear") }
            .onDisappear { log("Sidebar onDisappear") }
            .onChange(of: selection) { log("selection \(selection ?? "nil")") }
        } detail: {
            if let selection {
                Text(selection)
                    .onAppear { log("\(selection) onAppear") }
                    .onDisappear { log("\(selection) onDisappear") }
            } else {
                Text("Pick a fruit")
                    .onAppear { log("Placeholder onAppear") }
                    .onDisappear { log("Placeholder onDisappear") }
            }
        }
    }
}

/// Logs the horizontal size class each time its body runs with a new one.
struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        Text("Size")
            .onChange(of: horizontalSizeClass, initial: true) {
                log("horizontal \(horizontalSizeClass == .regular ? "regular" : "compact")")
            }
    }
}

/// A split view whose sidebar rows are links and whose detail is a navigation stack.
struct RecipeSplit: View {
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink("Soup", value: "Soup")
                NavigationLink("Cake", value: "Cake")
            }
            .onChange(of: selection) { log("selection \(selection ?? "nil")") }
        } detail: {
            NavigationStack {
                if let selection {
                    NavigationLink("Steps", value: 1)
                        .onAppear { log("\(selection) onAppear") }
                        .onDisappear { log("\(selection) onDisappear") }
                        .navigationDestination(for: Int.self) { step in
                            Text("Step \(step)").onAppear { log("Step \(step) onAppear") }
                        }
                }
            }
        }
    }
}

/// A split view that collapses onto its detail column.
struct CompactColumnSplit: View {
    @State private var column = NavigationSplitViewColumn.detail

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            Text("Sidebar")
                .onAppear { log("Sidebar onAppear") }
                .onDisappear { log("Sidebar onDisappear") }
        } detail: {
            Text("Detail")
                .onAppear { log("Detail onAppear") }
                .onDisappear { log("Detail onDisappear") }
        }
        .onChange(of: column) { log("column \(column == .sidebar ? "sidebar" : "other")") }
    }
}
