// ViewLifecycle · HeadlessSwiftUI

extension EmptyView: LazyRowSource {
    /// No rows.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag]) {}
}
