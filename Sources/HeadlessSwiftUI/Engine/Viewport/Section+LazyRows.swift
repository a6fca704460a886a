// ViewLifecycle · HeadlessSwiftUI

extension Section: LazyRowSource where Parent: View, Content: View, Footer: View {
    /// A header row (shown as a header), the content's rows, a footer row; empty parts add none.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag]) {
        plan.appendSection(
            header: Parent.self == EmptyView.self ? nil : _SectionHeader(content: header),
            content: content,
            footer: Footer.self == EmptyView.self ? nil : footer, path: path)
    }
}
