// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

/// A toolbar of customizable items, a branch, a labeled group and a title menu.
struct CustomizableToolbarScreen: View {
    let editing: Bool

    var body: some View {
        NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItem(id: "share") { Text("Share") }
                        .customizationBehavior(.reorderable)
                    if editing {
                        ToolbarItem(id: "done") { Text("Done") }
                    } else {
                        ToolbarItem(id: "edit", placement: .automatic, showsByDefault: false) { Text("Edit") }
                            .defaultCustomization(.hidden, options: .alwaysAvailable)
                    }
                    ToolbarItem(id: "more") { Text("More") }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("Bold")
                        Text("Italic")
                    } label: {
                        Text("Format")
                    }
                    ToolbarTitleMenu {
                        Text("Rename")
                    }
                }
        }
    }
}

/// A toolbar whose items sit in groups, as apps group items they show together (IceCubes,
/// Food Truck), one of them customizable.
struct GroupedToolbarScreen: View {
    let signedIn: Bool

    var body: some View {
        NavigationStack {
            Text("Feed")
                .toolbar {
                    Group {
                        ToolbarItem(placement: .topBarLeading) { Text("Filter") }
                        if signedIn {
                            ToolbarItem(placement: .topBarTrailing) { Text("Compose") }
                        }
                    }
                    Group {
                        ToolbarItem(id: "share") { Text("Share") }
                    }
                }
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: customizable toolbar content builds through Apple's overloads; the items keep
    // the order written, a branch shows its chosen side, a labeled group its content, and the
    // customization modifiers and the title menu add nothing headlessly.
    @Suite(.serialized) @MainActor struct ToolbarContentBuilderTests {
        @Test("items come out in order, with the branch taken")
        func items() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: CustomizableToolbarScreen(editing: true)))
            #expect(
                Headless.screen() == """
                    NavigationBar
                      Text "Share"
                      Text "Done"
                      Text "More"
                    Text "Body"
                    Toolbar
                      Text "Bold"
                      Text "Italic"

                    """)
            #expect(Headless.inertCalls == ["CustomizableToolbarContent.customizationBehavior(_:)"])
        }

        @Test("the other branch, with its default customization, shows instead")
        func otherBranch() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: CustomizableToolbarScreen(editing: false)))
            #expect(
                Headless.screen() == """
                    NavigationBar
                      Text "Share"
                      Text "Edit"
                      Text "More"
                    Text "Body"
                    Toolbar
                      Text "Bold"
                      Text "Italic"

                    """)
        }

        @Test("a group's items come out where the group is written, its branch taken")
        func groupedItems() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: GroupedToolbarScreen(signedIn: true)))
            #expect(
                Headless.screen() == """
                    NavigationBar
                      Text "Filter"
                      Text "Compose"
                      Text "Share"
                    Text "Feed"

                    """)
            _ = showInWindow(UIHostingController(rootView: GroupedToolbarScreen(signedIn: false)))
            #expect(
                Headless.screen() == """
                    NavigationBar
                      Text "Filter"
                      Text "Share"
                    Text "Feed"

                    """)
        }
    }
}
