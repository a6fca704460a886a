// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The transitions still running that move one of this controller's descendants, each once,
    /// outermost first: what a removal of this controller must finish before it leaves.
    ///
    /// A transition of the controller itself is left alone: the removal's own callbacks take it
    /// from wherever that transition left it (an appearing root disappears without a
    /// `viewDidAppear`), and the late end finds nothing to deliver.
    func transitionsRunningInside() -> [TransitionRunner] {
        var found: [TransitionRunner] = []
        for child in storedChildren { child.collectTransitionsRunningInside(into: &found) }
        return found
    }

    private func collectTransitionsRunningInside(into found: inout [TransitionRunner]) {
        if let runner = activeTransition, !runner.ended, !found.contains(where: { $0 === runner }) {
            found.append(runner)
        }
        for child in storedChildren { child.collectTransitionsRunningInside(into: &found) }
    }
}
