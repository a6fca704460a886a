// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

// Issue 18: the scroll, lazy-stack, grid, NavigationView and list-row API compiles against both
// SwiftUI and HeadlessSwiftUI. Three short rows fit a device's screen, so a lazy stack builds
// them all there too: the order below holds on both.
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct EagerScrollingTests {
        struct Screen: View {
            @State private var names = ["a", "b", "c"]

            var body: some View {
                NavigationView {
                    ScrollViewReader { proxy in
                        ScrollView(.vertical) {
                            LazyVStack(alignment: .leading, spacing: 2, pinnedViews: .sectionHeaders) {
                                ForEach(names, id: \.self) { name in
                                    Text(name)
                                        .onAppear { log("\(name) onAppear") }
                                        .listRowSeparator(.hidden, edges: .bottom)
                                        .listRowBackground(Color.clear)
                                        .keyboardShortcut(.return, modifiers: [.command, .shift])
                                        .help(Text("Row"))
                                        .onHover { _ in }
                                }
                                .onDelete { names.remove(atOffsets: $0) }
                                .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                            }
                            LazyVGrid(columns: [
                                GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40)),
                            ]) {
                                EmptyView()
                            }
                            LazyHGrid(rows: [GridItem(.fixed(30), spacing: 4, alignment: .top)]) {
                                EmptyView()
                            }
                            LazyHStack(alignment: .top, spacing: 1) { EmptyView() }
                        }
                        .scrollIndicators(.never, axes: .vertical)
                        .scrollDismissesKeyboard(.immediately)
                        .scrollContentBackground(.visible)
                        .scrollDisabled(true)
                        .onAppear { proxy.scrollTo("c", anchor: .bottom) }
                    }
                }
                .navigationViewStyle(StackNavigationViewStyle())
                .tabViewStyle(.page)
                .indexViewStyle(.page)
                .headerProminence(.standard)
                .listItemTint(.preferred(.red))
                .listRowInsets(nil)
                .listSectionSeparatorTint(nil)
                .deleteDisabled(false)
                .moveDisabled(false)
                .onOpenURL { url in log("open \(url)") }
            }
        }

        @Test("rows of a lazy stack in a scroll view appear in order at mount")
        func rowsAppear() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Screen()))
            #expect(log.take() == ["a onAppear", "b onAppear", "c onAppear"])
        }
    }
}
