// ViewLifecycle · HeadlessSwiftUI

// The walk never calls itself for a child: what it did per child is a `GraphStep` appended to
// `work` (by `mount`, `reconcile`, `reconcileChildren` and a modified view's render), and
// `takeSteps()` takes them in the order the calls had, so a deep tree needs no deep native stack.
extension ViewGraph {
    /// Takes the steps the update appended, and those they append, until none is left.
    func takeSteps() {
        while let step = work.next() {
            switch consume step {
            case .render(let node): render(node)
            case .appear(let node): node.behavior?.appear(into: &actions)
            case .reconcile(let node, let view, let environment):
                reconcile(node, with: view, environment: environment)
            case .unmount(let node): unmount(node)
            case .childrenRendered(let node): node.behavior?.childrenRendered(of: node, graph: self)
            case .updateModifier(let modifier, let node): modifier.update(node, graph: self)
            }
        }
    }
}
