// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a list/detail screen with value-based navigation.
    @Suite(.serialized) @MainActor struct ListDetailScreenTests {
        struct Tree: Identifiable, Hashable {
            let id = UUID()
            let name: String
            let height: Double
            let planted: Date
        }

        struct TreeRow: View {
            let tree: Tree

            var body: some View {
                HStack {
                    Image(systemName: "leaf.fill")
                        .foregroundStyle(.green)
                        .imageScale(.large)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(tree.name)
                            .font(.headline)
                        Text("\(tree.height, specifier: "%.1f") m")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(tree.planted, style: .date)
                        .font(.caption)
                }
                .padding(.vertical, 4)
            }
        }

        struct TreeDetail: View {
            let tree: Tree

            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(tree.name)
                            .font(.largeTitle.bold())
                        Text("Height: \(tree.height.formatted(.number.precision(.fractionLength(1)))) m")
                        Text("Planted \(tree.planted.formatted(date: .abbreviated, time: .omitted))")
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                }
                .navigationTitle(tree.name)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                }
                .onAppear { log("detail \(tree.name) appeared") }
                .onDisappear { log("detail \(tree.name) disappeared") }
            }
        }

        struct TreesScreen: View {
            @State private var path: [Tree] = []
            let trees: [Tree]

            var body: some View {
                NavigationStack(path: $path) {
                    List(trees) { tree in
                        NavigationLink(value: tree) {
                            TreeRow(tree: tree)
                        }
                    }
                    .listStyle(.plain)
                    .navigationTitle("Trees")
                    .navigationDestination(for: Tree.self) { tree in
                        TreeDetail(tree: tree)
                    }
                    .onAppear { log("list appeared") }
                    .onDisappear { log("list disappeared") }
                }
            }
        }

        // The order is the runtime's rule for a push (ContainerDelivery.md, NavigationStack:
        // pushed onAppear at the push's start, covered onDisappear at its end; traces 03, 10, 19).
        @Test("tapping a row pushes its detail, whose onAppear comes before the list's onDisappear")
        func pushesDetail() {
            let trees = [
                Tree(name: "Oak", height: 21.5, planted: Date(timeIntervalSince1970: 0)),
                Tree(name: "Birch", height: 12, planted: Date(timeIntervalSince1970: 86_400)),
            ]
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: TreesScreen(trees: trees)))
            #expect(events.take() == ["list appeared"])
            Driver.tapNavigationLink("Oak")
            Driver.runUntilIdle()
            #expect(events.take() == ["detail Oak appeared", "list disappeared"])
        }
    }
}
