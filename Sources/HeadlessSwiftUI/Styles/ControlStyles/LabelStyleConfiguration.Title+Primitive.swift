// ViewLifecycle · HeadlessSwiftUI

extension LabelStyleConfiguration.Title: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
