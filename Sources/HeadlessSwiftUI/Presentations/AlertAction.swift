// ViewLifecycle · HeadlessSwiftUI

/// One action of an alert or confirmation dialog: its title, role and what it runs.
struct AlertAction {
    let title: String
    let role: AlertActionRole
    let isEnabled: Bool
    let action: () -> Void

    init(title: String, role: AlertActionRole = .normal, isEnabled: Bool = true, action: @escaping () -> Void)
    {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
        self.action = action
    }

    /// The action SwiftUI adds to an alert whose actions builder gave none.
    static var ok: AlertAction { AlertAction(title: "OK", role: .cancel) {} }
    /// The action SwiftUI adds to a confirmation dialog that has no cancelling action.
    static var cancel: AlertAction { AlertAction(title: "Cancel", role: .cancel) {} }

    /// The actions `content`, an actions builder's result, stands for: its views flattened as a
    /// view list (tuples, groups, conditionals, `ForEach`), keeping the ones that can be actions.
    @MainActor
    static func actions(in content: any View) -> [AlertAction] {
        ViewList(content).elements.compactMap { ($0.view as? any AlertActionConvertible)?.alertAction }
    }

    /// The text a message builder's result shows: its texts, one line each.
    @MainActor
    static func message(in content: any View) -> String? {
        let texts = self.texts(in: content)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    /// The title an action's label shows: its texts (a `Label`'s title; its icon says nothing),
    /// joined by spaces, as an alert draws a button's label as one line of text.
    @MainActor
    static func title(of label: any View) -> String {
        texts(in: label).joined(separator: " ")
    }

    /// The strings of the texts `content` is made of, in order.
    @MainActor
    private static func texts(in content: any View) -> [String] {
        ViewList(content).elements.flatMap { element -> [String] in
            if let text = element.view as? Text { return [text.string] }
            if let label = element.view as? any LabelTitleReading { return texts(in: label.titleView) }
            return []
        }
    }
}
