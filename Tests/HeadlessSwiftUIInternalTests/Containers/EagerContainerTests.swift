// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: scroll views, lazy stacks and grids compile with Apple's declarations; their few
    // rows all fit the screen, so even the lazy ones build every row (issue 19's Viewport tests
    // scroll).
    @Suite(.serialized) @MainActor struct EagerContainerTests {
        struct Book: Identifiable {
            let id: Int
            let title: String
        }

        struct Shelf: View {
            let books = [
                Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses"),
            ]

            var body: some View {
                NavigationView {
                    ScrollViewReader { proxy in
                        ScrollView {
                            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                                ForEach(books) { book in
                                    Text(book.title)
                                        .onAppear { log("\(book.title) onAppear") }
                                        .listRowSeparator(.hidden)
                                        .keyboardShortcut("d")
                                        .help("A book")
                                }
                                .onDelete { _ in }
                                .onMove { _, _ in }
                            }
                            Gauge(value: 30, in: 0...60) {
                                Text("Speed")
                            } currentValueLabel: {
                                Text("30")
                            }
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(20))]) {
                                Text("Grid A")
                                Text("Grid B")
                            }
                            ScrollView(.horizontal, showsIndicators: false) {
                                LazyHStack {
                                    LazyHGrid(rows: [GridItem()]) { Text("Row item") }
                                }
                            }
                            .scrollIndicators(.hidden)
                        }
                        .scrollDismissesKeyboard(.interactively)
                        .scrollContentBackground(.hidden)
                        .scrollDisabled(false)
                        .onAppear { proxy.scrollTo(3, anchor: .top) }
                    }
                    .navigationTitle("Shelf")
                }
                .navigationViewStyle(.stack)
                .onOpenURL { _ in }
            }
        }

        @Test("a NavigationView around a scroll view shows every lazy row and grid item that fits")
        func screen() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Shelf()))
            #expect(
                Headless.screen() == """
                    NavigationBar "Shelf"
                    Text "Dune"
                    Text "Emma"
                    Text "Ulysses"
                    Text "Speed"
                    Text "30"
                    Text "Grid A"
                    Text "Grid B"
                    Text "Row item"

                    """)
            // All three rows fit the screen, so the lazy stack builds them all, in order.
            #expect(log.take() == ["Dune onAppear", "Emma onAppear", "Ulysses onAppear"])
        }

        struct Rows: View {
            @State private var names = ["One", "Two"]

            var body: some View {
                List {
                    Section {
                        ForEach(names, id: \.self) { name in
                            Text(name)
                                .listRowBackground(Color.red)
                                .listRowInsets(EdgeInsets())
                                .listRowSeparatorTint(.blue)
                                .listItemTint(.monochrome)
                                .deleteDisabled(true)
                                .moveDisabled(true)
                        }
                        .onDelete { names.remove(atOffsets: $0) }
                    }
                    .listSectionSeparator(.hidden, edges: .top)
                    .headerProminence(.increased)
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .onHover { _ in }
            }
        }

        @Test("list row, tab style and hover modifiers are inert: the rows show unchanged")
        func listRows() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows()))
            #expect(
                Headless.screen() == """
                    Text "One"
                    Text "Two"

                    """)
        }

        @Test("DynamicViewContent exposes a modified ForEach's data")
        func dynamicViewContent() {
            let rows = ForEach([1, 2, 3], id: \.self) { Text("\($0)") }.onDelete { _ in }
            #expect(rows.data.count == 3)
        }

        @Test("keyboard shortcuts compare by key, modifiers and localization")
        func shortcuts() {
            #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
            #expect(KeyboardShortcut("s") != KeyboardShortcut("s", modifiers: .shift))
            #expect(KeyEquivalent("x").character == "x")
            #expect(EventModifiers.all.contains([.command, .shift, .function]))
        }

        @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) edit as onDelete and onMove expect")
        func offsets() {
            var letters = ["a", "b", "c", "d", "e"]
            letters.remove(atOffsets: [1, 3])
            #expect(letters == ["a", "c", "e"])
            letters.move(fromOffsets: [0], toOffset: 3)
            #expect(letters == ["c", "e", "a"])
            letters.move(fromOffsets: [1, 2], toOffset: 0)
            #expect(letters == ["e", "a", "c"])
        }
    }
}
