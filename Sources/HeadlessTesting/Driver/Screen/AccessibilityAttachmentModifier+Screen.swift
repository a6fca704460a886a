// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension AccessibilityAttachmentModifier: ScreenElementSource {
    /// The content's elements, each with the label, identifier and value given (a hint is
    /// spoken, not shown), `.isButton` making it a button and `.isSelected` selected; hidden
    /// content, or content under `opacity(0)` in the drawn-only run below, shows nothing. An
    /// action of kind `.default` becomes the tap; a named one joins the named actions; content
    /// that shows nothing is one unlabelled `Element` when there is an action to reach.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        var hidden = false
        for case .hidden(let isHidden) in attributes { hidden = isHidden }
        if hidden { return [] }
        // The node also stands for the drawn-only run under it: opacity(0) there hides too.
        if let link = node.view as? any ModifierChainLink {
            for case .opacity(let opacity) in _StyleModifier.attributes(ofRunStartingAt: link.linkContent)
            where opacity <= 0 { return [] }
        }
        let hasActions = attributes.contains { if case .action = $0 { true } else { false } }
        let content = content.isEmpty && hasActions ? [ScreenElement(role: .element, label: "")] : content
        return content.map { element in
            var element = element
            for attribute in attributes {
                switch attribute {
                case .label(let label): element.label = label
                case .identifier(let identifier): element.identifier = identifier
                case .value(let value): element.value = .text(value)
                case .addTraits(let traits):
                    if traits.contains(.isButton) { element.role = .button }
                    if traits.contains(.isHeader) { element.role = .header }
                    if traits.contains(.isSelected) { element.isSelected = true }
                case .removeTraits(let traits):
                    if traits.contains(.isSelected) { element.isSelected = false }
                case .action(let kind, let handler):
                    switch kind.kind {
                    case .activate: element.actions.tap = handler.perform
                    case .named(let name):
                        element.actions.customActions =
                            (element.actions.customActions ?? []) + [
                                ScreenOption(label: name, choose: handler.perform)
                            ]
                    case .escape, .magicTap: break
                    }
                case .hint, .inputLabels, .hidden, .storedOnly, .customContent: break
                }
            }
            return element
        }
    }
}
