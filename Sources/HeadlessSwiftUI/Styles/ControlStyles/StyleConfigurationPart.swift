// ViewLifecycle · HeadlessSwiftUI

/// A type-erased part of a style configuration (a label, a content): it shows the view it was
/// made from, so a custom style's body holds the styled view's own parts.
///
/// A part declares only its stored `content`: its `Body` is `Never`, inferred from the primitive
/// `body` of `View where Body == Never`, and its children come from here, so the seventeen parts
/// of the style configurations are not written out seventeen times.
protocol StyleConfigurationPart: PrimitiveView {
    /// The view this part stands for.
    var content: any View { get }
}

extension StyleConfigurationPart {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
