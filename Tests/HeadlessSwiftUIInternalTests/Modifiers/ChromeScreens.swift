// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A list screen with every piece of chrome: title, toolbar, search, refresh, swipe actions,
/// a context menu, tap gestures and accessibility modifiers.
struct GroceriesScreen: View {
    @State private var query = ""
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .font(.headline)
                        .padding(.vertical, 4)
                        .swipeActions {
                            Text("Delete \(item)").onTapGesture {
                                log("delete \(item)")
                                items.removeAll { $0 == item }
                            }
                        }
                }
                Text("Total: ") + Text("\(items.count)")
                Color.red.onTapGesture { log("swatch") }.accessibilityIdentifier("swatch")
                Text("Secret").accessibilityHidden(true)
                Text("Star").accessibilityLabel("Favourite").accessibilityAddTraits(.isButton)
                    .contextMenu { Text("Share").onTapGesture { log("share") } }
                SearchStatus()
            }
            .navigationTitle("Groceries")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Text("Add").onTapGesture {
                        log("add")
                        items.append("Bread")
                    }
                }
                ToolbarItem(placement: .bottomBar) { Text("\(items.count) items") }
            }
            .searchable(text: $query, prompt: "Find")
            .onSubmit(of: .search) { log("search \(query)") }
            .refreshable { @MainActor in log("refreshed") }
        }
    }
}

/// Shows `isSearching`, and ends the search when tapped.
struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Text(isSearching ? "Searching" : "Idle").onTapGesture { dismissSearch() }
    }
}

/// Two titles, one inside the other, and a link to a pushed screen.
struct NestedTitles: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Inner").navigationTitle("Inner title")
                NavigationLink("Next") { Text("Pushed").navigationTitle("Second") }
            }
            .navigationTitle("Outer title")
        }
    }
}
