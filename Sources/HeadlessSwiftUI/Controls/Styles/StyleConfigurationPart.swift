// ViewLifecycle · HeadlessSwiftUI

/// A type-erased part of a style configuration (a label, a content): it shows the view it was
/// made from, so a custom style's body holds the styled view's own parts.
protocol StyleConfigurationPart: PrimitiveView {
    /// The view this part stands for.
    var content: any View { get }
}

extension StyleConfigurationPart {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
