// ViewLifecycle · HeadlessSwiftUI

/// A view the graph expands itself instead of asking for a `body`.
@MainActor
protocol PrimitiveView {
    /// Describes this view's children for the node that holds it.
    func makeChildren(in node: ViewNode, into list: inout ChildList)
}

/// A built-in modifier: it may add children beside its content, change the environment below
/// it, and keep per-identity behaviour (appearance actions, tasks, change observers) on its node.
@MainActor
protocol PrimitiveModifier {
    /// Describes the children of the modified view: by default, just the content.
    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList)

    /// The environment the children see.
    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues

    /// Refreshes the node's behaviour after its children were updated (post-order, so queued
    /// actions fall children first).
    func update(_ node: ViewNode, graph: ViewGraph)
}

extension PrimitiveModifier {
    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        environment
    }

    func update(_ node: ViewNode, graph: ViewGraph) {}
}

/// `ModifiedContent` as the graph renders it, without knowing its generic arguments.
@MainActor
protocol ModifiedContentRendering {
    /// Renders the node holding this modified content.
    func render(_ node: ViewNode, graph: ViewGraph)
}
