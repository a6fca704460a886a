// ViewLifecycle · HeadlessSwiftUI

import LifecycleTrace

/// One thing on screen as a user (or VoiceOver) meets it: its role, label, value, identifier and
/// state, what can be done with it, and the elements it contains.
///
/// Views and modifiers describe themselves as elements through ``ScreenElementSource``;
/// controllers through ``ScreenControllerSource``. `Headless.screen(of:)` prints the elements,
/// one line each; the driver finds one by its label or identifier and runs one of its
/// ``ScreenActions``.
package struct ScreenElement {
    package var role: ScreenRole
    /// What VoiceOver reads first: a text's string, a control's title; may be empty.
    package var label: String
    var value: ScreenValue?
    /// The accessibility identifier, for UI tests that find an element without its words.
    package var identifier: String?
    package var isEnabled = true
    /// A selected tab or segment, a chosen option.
    var isSelected = false
    var placement = Placement.content
    package var actions = ScreenActions()
    /// Elements inside this one: a bar's items, a layer's content, a container's children.
    var children: [ScreenElement] = []

    init(
        role: ScreenRole, label: String, value: ScreenValue? = nil, identifier: String? = nil,
        isEnabled: Bool = true, isSelected: Bool = false, placement: Placement = .content,
        actions: ScreenActions = ScreenActions(), children: [ScreenElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.identifier = identifier
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.placement = placement
        self.actions = actions
        self.children = children
    }

    /// The label a control whose label is a view gets from that view's elements: their labels,
    /// non-empty ones, joined with ", ", the pause VoiceOver makes between combined elements.
    static func combinedLabel(of elements: [ScreenElement]) -> String {
        elements.flatMap(\.labels).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// One element standing for `elements`, as `accessibilityElement(children: .combine)` makes:
    /// their labels combined, the first value, identifier and action of each kind; children
    /// gone. Its role is the first element's, or ``ScreenRole/element`` when there is none.
    static func combining(_ elements: [ScreenElement]) -> ScreenElement {
        let all = elements.flatMap(\.selfAndDescendants)
        return ScreenElement(
            role: elements.first?.role ?? .element, label: combinedLabel(of: elements),
            value: all.lazy.compactMap(\.value).first, identifier: all.lazy.compactMap(\.identifier).first,
            isEnabled: all.allSatisfy(\.isEnabled),
            actions: all.reduce(ScreenActions()) { $0.merging($1.actions) })
    }

    /// One element holding `elements` as its children, as `accessibilityElement(children:
    /// .contain)` makes: a container the user can find by the label or identifier given later.
    static func containing(_ elements: [ScreenElement]) -> ScreenElement {
        ScreenElement(role: .container, label: "", children: elements)
    }

    /// One element hiding `elements`, as `accessibilityElement(children: .ignore)` makes: it
    /// has no label until `accessibilityLabel` gives it one, and no actions but those given.
    static func ignoring(_ elements: [ScreenElement]) -> ScreenElement {
        ScreenElement(role: .element, label: "")
    }

    /// This element's label and its children's, in order.
    private var labels: [String] { [label] + children.flatMap(\.labels) }

    /// This element and every element inside it, each before its children.
    package var selfAndDescendants: [ScreenElement] {
        var result: [ScreenElement] = []
        var stack = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }

    /// `text` in double quotes, escaped as a JSON string, so one element stays on one line.
    static func quoted(_ text: String) -> String {
        JSONLines.quoted(text)
    }
}
