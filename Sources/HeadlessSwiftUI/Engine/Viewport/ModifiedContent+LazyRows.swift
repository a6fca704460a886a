// ViewLifecycle · HeadlessSwiftUI

extension ModifiedContent: LazyRowSource where Content: DynamicViewContent, Modifier == _InertModifier {
    /// `onDelete`/`onMove` on a `ForEach` only mark it editable: its rows are still made on demand.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag]) {
        plan.add(content, path: path + [.content])
    }
}
