// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The transitions still running that move this controller or one of its descendants, each
    /// once, outermost first: what a removal of this controller must finish before it leaves.
    func transitionsRunningInside() -> [TransitionRunner] {
        var found: [TransitionRunner] = []
        collectTransitionsRunningInside(into: &found)
        return found
    }

    private func collectTransitionsRunningInside(into found: inout [TransitionRunner]) {
        if let runner = activeTransition, !runner.ended, !found.contains(where: { $0 === runner }) {
            found.append(runner)
        }
        for child in storedChildren { child.collectTransitionsRunningInside(into: &found) }
    }
}
