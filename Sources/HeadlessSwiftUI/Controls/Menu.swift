// ViewLifecycle · HeadlessSwiftUI

/// A control for presenting a menu of actions.
///
/// The label and the content are children (the items' views are built, as SwiftUI evaluates the
/// builder). On screen `Menu "label"`, its enabled items listed as options that
/// `Headless.select(_:in:)` chooses; a tap runs the `primaryAction`, when there is one.
public struct Menu<Label, Content>: View where Label: View, Content: View {
    let label: Label
    let content: Content
    package let primaryAction: (() -> Void)?

    /// Creates a menu with a custom label.
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = nil
    }

    /// Creates a menu with a custom primary action and custom label.
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Menu: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[MenuStyleKey.self] {
            let configuration = MenuStyleConfiguration(
                label: .init(content: label), content: .init(content: content), primaryAction: primaryAction)
            list.append(.content, makeBody(configuration).modifier(_MenuStyleModifier(makeBody: nil)))
            return
        }
        list.append(.index(0), label)
        list.append(.index(1), content)
    }
}
