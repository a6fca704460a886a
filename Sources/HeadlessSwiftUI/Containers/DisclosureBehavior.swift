// ViewLifecycle · HeadlessSwiftUI

/// A disclosure group's own expansion state, kept for its identity when no binding is given
/// (collapsed at first, as SwiftUI's is).
package final class DisclosureBehavior: NodeBehavior {
    /// Whether the group shows its content.
    package var isExpanded = false

    /// The node's behaviour, made on its first update.
    package static func of(_ node: ViewNode) -> DisclosureBehavior {
        if let existing = node.behavior as? DisclosureBehavior { return existing }
        let made = DisclosureBehavior()
        node.behavior = made
        return made
    }

    override var dumpDescription: String? { isExpanded ? "expanded" : "collapsed" }
}
