// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// An inbox: a stack whose root lists two links, one by value and one by destination.
struct InboxScreen: View {
    var body: some View {
        NavigationStack {
            VStack {
                Text("Inbox")
                NavigationLink("Mail", value: 1)
                NavigationLink("Drafts") { Text("No drafts") }
            }
            .navigationDestination(for: Int.self) { Text("Mail \($0)") }
        }
    }
}

/// Two tabs, the second holding a stack.
struct TabsScreen: View {
    var body: some View {
        TabView {
            Text("Home screen").tabItem { Text("Home") }
            NavigationStack { NavigationLink("Account") { Text("Signed in") } }
                .tabItem { Text("Settings") }
        }
    }
}

/// A screen with a sheet presented from the start, a link inside the sheet.
struct SheetScreen: View {
    @State private var isPresented = true

    var body: some View {
        Text("Behind")
            .sheet(isPresented: $isPresented) {
                NavigationStack { NavigationLink("Next") { Text("Inside the sheet") } }
            }
    }
}

/// A screen with a full-screen cover presented from the start.
struct CoverScreen: View {
    @State private var isPresented = true

    var body: some View {
        Text("Covered")
            .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
    }
}

/// Texts hidden, empty, or wrapped in containers that are no elements.
struct HiddenScreen: View {
    var body: some View {
        VStack {
            Text("Shown")
            Text("Hidden").hidden()
            Text("")
            EmptyView()
            Group { HStack { ZStack { Text("Deep") } } }
            NavigationLink("Hidden link", value: 2).hidden()
        }
    }
}

/// A stack whose links would confuse a search by label: twins, a disabled one, and one whose
/// label has two texts.
struct AmbiguousLinks: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Same", value: 1)
                NavigationLink("Same", value: 2)
                NavigationLink("Off", value: Int?.none)
                NavigationLink(value: 3) {
                    HStack {
                        Text("Row")
                        Text("Detail")
                    }
                }
            }
            .navigationDestination(for: Int.self) { Text("Value \($0)") }
        }
    }
}
