// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// How many `body`s (views' and custom modifiers') the SwiftUI graph evaluated since the world
    /// began: deterministic, so benchmarks in this package report it beside times. Not public.
    package static var swiftUIBodyEvaluations: Int {
        SwiftUIRuntime.current.bodyEvaluations
    }

    /// How many view-graph nodes the SwiftUI graph made since the world began: the `screen`
    /// benchmark divides time and bytes by it. Not public.
    package static var swiftUINodesCreated: Int {
        SwiftUIRuntime.current.nodesCreated
    }
}
