// ViewLifecycle · HeadlessSwiftUI

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// Its content is its child; on screen its controls show as they are (the group draws only).
public struct ControlGroup<Content>: View where Content: View {
    let content: Content

    /// Creates a new ControlGroup with the specified children.
    ///
    /// - Parameter content: the children to display in this group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a new control group with the specified content and a label.
    ///
    /// - Parameters:
    ///   - content: The content to display in this group.
    ///   - label: A view that describes the purpose of the group.
    public init<C, L>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L>, C: View, L: View {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group's localized title.
    ///   - content: The content to display in this group.
    public init<C>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the group.
    ///   - content: The content to display in this group.
    @_disfavoredOverload
    public init<C, S>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>, C: View, S: StringProtocol {
        self.init(content: content) { Text(title) }
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ControlGroup: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[ControlGroupStyleKey.self] {
            list.append(.content, makeBody(configuration).modifier(_ControlGroupStyleModifier(makeBody: nil)))
            return
        }
        list.append(.content, content)
    }
}
