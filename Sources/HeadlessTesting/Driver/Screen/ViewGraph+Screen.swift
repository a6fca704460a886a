// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ViewGraph {
    /// What the mounted graph shows, in order (nothing before it mounts).
    ///
    /// Children first: each node's elements are its children's, put through the node's
    /// ``ScreenElementSource`` when it has one, so a control sees its label's elements and a
    /// modifier its content's. A representable shows its controller's or view's screen.
    func screenElements() -> [ScreenElement] {
        guard let root else { return [] }
        return Self.screenElements(under: root)
    }

    /// What the subtree under (and including) `root` shows, in order: how a control reads the
    /// label of one of its parts (a picker's option) on its own.
    static func screenElements(under root: ViewNode) -> [ScreenElement] {
        var shown: [ObjectIdentifier: [ScreenElement]] = [:]
        for node in root.subtreeChildrenFirst {
            var content: [ScreenElement] = []
            for child in node.children {
                content += shown.removeValue(forKey: ObjectIdentifier(child)) ?? []
            }
            shown[ObjectIdentifier(node)] = Self.elements(of: node, content: content)
        }
        return shown[ObjectIdentifier(root)] ?? []
    }

    private static func elements(of node: ViewNode, content: [ScreenElement]) -> [ScreenElement] {
        if let source = node.view as? any ScreenElementSource {
            return source.screenElements(content: content, in: node)
        }
        if let link = node.view as? any ModifierChainLink,
            let source = link.linkModifier as? any ScreenElementSource
        {
            return source.screenElements(content: content, in: node)
        }
        if let represented = node.behavior as? any RepresentedPlatform {
            return content + represented.representedScreenElements()
        }
        return content
    }
}
