// ViewLifecycle · HeadlessSwiftUI

/// One step of a graph update that a node hands on to the steps after it, instead of calling
/// into its children: how the graph walks a tree of any depth on a bounded native stack.
///
/// Each case stands for a call the recursive walk made once it had described a node's children,
/// and runs where that call ran in the order.
@MainActor
enum GraphStep {
    /// Renders a node just mounted: its children are described and mounted in turn.
    case render(ViewNode)
    /// Queues the appearance of a node mounted on screen once its subtree is rendered, so
    /// `onAppear` falls children first.
    case appear(ViewNode)
    /// Brings a kept node up to date with the view value and environment its parent passed.
    case reconcile(ViewNode, any View, EnvironmentValues)
    /// Takes a removed subtree out of the graph, after its kept and new siblings are up to date.
    case unmount(ViewNode)
    /// Tells a node's behaviour that the children its render described are rendered too
    /// (post-order: a lazy container measures the rows it built).
    case childrenRendered(ViewNode)
    /// Refreshes a built-in modifier's behaviour once its children are up to date (post-order, so
    /// the actions it queues fall after its content's).
    case updateModifier(any PrimitiveModifier, ViewNode)
}
