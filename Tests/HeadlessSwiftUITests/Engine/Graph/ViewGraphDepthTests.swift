// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Source: the issue "The house, part 2", item 7: a screen 5,000 levels deep mounts, updates and
// unmounts in a debug build (what `swift test` runs) on the default 8 MiB stack, rather than
// crashing the test run. Each level is a few nodes (the composite, its stack, modifiers or
// erasure), so the graph walks more than 10,000 nodes from root to leaf.
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct ViewGraphDepthTests {
        /// How much of the tree there is between the root and the leaf.
        static let depth = 5_000

        /// What each level of the deep tree wraps its next level in.
        enum Level: String, CaseIterable, Sendable {
            /// A `VStack`.
            case stack
            /// A chain of modifiers: an id, an environment value, an appearance action.
            case modifiers
            /// An `AnyView` around a `Group`.
            case erased
        }

        /// What the test changes: a label every level passes down, and which leaf shows.
        @MainActor final class Model: Observable {
            private let registrar = ObservationRegistrar()
            private var storedLabel = "first"
            private var storedShowsA = true
            /// How many times a level's `body` ran.
            var levelBodies = 0

            var label: String {
                get {
                    registrar.access(self, keyPath: \.label)
                    return storedLabel
                }
                set { registrar.withMutation(of: self, keyPath: \.label) { storedLabel = newValue } }
            }

            var showsA: Bool {
                get {
                    registrar.access(self, keyPath: \.showsA)
                    return storedShowsA
                }
                set { registrar.withMutation(of: self, keyPath: \.showsA) { storedShowsA = newValue } }
            }
        }

        struct Root: View {
            let model: Model
            let level: Level

            var body: some View {
                Nest(depth: ViewGraphDepthTests.depth, level: level, label: model.label, model: model)
            }
        }

        /// One level; a new `label` from the root re-runs every level's `body`.
        struct Nest: View {
            let depth: Int
            let level: Level
            let label: String
            let model: Model

            var body: some View {
                let _ = model.levelBodies += 1
                if depth == 0 {
                    Bottom(model: model)
                } else {
                    let next = Nest(depth: depth - 1, level: level, label: label, model: model)
                    switch level {
                    case .stack:
                        VStack { next }
                    case .modifiers:
                        next.id(depth).environment(\.nestDepth, depth).onAppear {}
                    case .erased:
                        AnyView(Group { next })
                    }
                }
            }
        }

        /// The leaf: `Leaf` A or B, as the model says.
        struct Bottom: View {
            let model: Model

            var body: some View {
                if model.showsA { Leaf(name: "A") } else { Leaf(name: "B") }
            }
        }

        @Test(
            "a tree 5,000 levels deep mounts, updates from the root and the leaf, and tears down",
            arguments: Level.allCases)
        func deepTree(level: Level) {
            let log = Log.start()
            let levels = Self.depth + 1
            var window: UIWindow?
            var model: Model? = Model()
            weak let weakModel = model
            weak var weakHost: UIHostingController<Root>?
            do {
                let host = UIHostingController(rootView: Root(model: model!, level: level))
                weakHost = host
                window = showInWindow(host)
            }
            #expect(log.take() == ["A body", "A onAppear"])
            #expect(model?.levelBodies == levels)

            // A new label at the root re-runs every level; the leaf's inputs are the same.
            model?.label = "second"
            Driver.runUntilIdle()
            #expect(log.take() == [])
            #expect(model?.levelBodies == 2 * levels)

            // At the leaf, only the leaf re-runs: B is inserted, A removed.
            model?.showsA = false
            Driver.runUntilIdle()
            #expect(log.take() == ["B body", "B onAppear", "A onDisappear"])
            #expect(model?.levelBodies == 2 * levels)

            // Looking for a link walks the whole tree.
            Driver.tapNavigationLink("nowhere")

            model = nil
            window?.rootViewController = nil
            Driver.runUntilIdle()
            #expect(log.take() == ["B onDisappear"])
            window = nil
            #expect(weakHost == nil)
            #expect(weakModel == nil)
        }
    }
}

/// How deep a level of `ViewGraphDepthTests.Nest` sits, set by its modifier chain.
struct NestDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var nestDepth: Int {
        get { self[NestDepthKey.self] }
        set { self[NestDepthKey.self] = newValue }
    }
}
