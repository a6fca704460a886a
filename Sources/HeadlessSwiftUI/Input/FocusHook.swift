// ViewLifecycle · HeadlessSwiftUI

/// The hook the driver calls before it types into a field: focus moves to the nearest
/// `focused(...)` modifier above the field's node, as a tap into a text field does.
@MainActor
package enum FocusHook {
    /// Focuses the field at `node` if it is `focused(...)`-bound; returns whether it was.
    @discardableResult
    static func focusField(at node: ViewNode) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if let link = candidate.view as? any ModifierChainLink,
                let target = link.linkModifier as? any FocusTarget
            {
                target.focus()
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// What typing into the field at `node` does: focus moves to it, then `text` takes what was
    /// typed (through the latest binding the field was built with).
    package static func typing(into text: Binding<String>, at node: ViewNode) -> (String) -> Void {
        { [weak node] typed in
            if let node { focusField(at: node) }
            text.wrappedValue = typed
        }
    }
}
