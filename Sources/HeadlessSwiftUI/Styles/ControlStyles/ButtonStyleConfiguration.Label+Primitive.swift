// ViewLifecycle · HeadlessSwiftUI

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
