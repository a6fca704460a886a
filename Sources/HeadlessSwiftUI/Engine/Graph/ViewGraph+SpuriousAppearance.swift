// ViewLifecycle · HeadlessSwiftUI

extension ViewGraph {
    /// Runs every `onAppear` action in the graph once more, children first, without changing
    /// whether the graph counts as appeared: the stray appear some iOS versions send to views
    /// that are already shown, covered or being removed (`Headless.Profile`'s teardown and
    /// deep-push switches).
    ///
    /// Only `onAppear` runs again; tasks, `onChange(initial:)` and presentations are left alone,
    /// since no source shows them repeating (guess).
    func replayAppearActions() {
        guard let root else { return }
        for node in root.subtreeChildrenFirst {
            guard let behavior = node.behavior as? AppearanceBehavior else { continue }
            behavior.appear(into: &actions)
        }
        runActions()
    }
}
