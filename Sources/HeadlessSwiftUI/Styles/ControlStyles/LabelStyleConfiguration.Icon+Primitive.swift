// ViewLifecycle · HeadlessSwiftUI

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
