// ViewLifecycle · HeadlessSwiftUI

/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// Its content closure is kept and called only while the group is expanded, so collapsed
/// content is not in the graph (no state, no `onAppear`).
public struct DisclosureGroup<Label, Content>: View where Label: View, Content: View {
    let label: Label
    let content: () -> Content
    package let isExpanded: Binding<Bool>?

    /// Creates a disclosure group with the given label and content views.
    ///
    /// - Parameters:
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    ///
    /// - Parameters:
    ///   - isExpanded: A binding to a Boolean value that determines the group's expansion state.
    ///   - content: The content shown when the disclosure group expands.
    ///   - label: A view that describes the content of the disclosure group.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view
    /// for the label.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized label.
    ///   - content: The content shown when the disclosure group expands.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group, using a provided localized string key to create a text view
    /// for the label, and a binding to the expansion state.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized label.
    ///   - isExpanded: A binding to the expansion state.
    ///   - content: The content shown when the disclosure group expands.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    ///
    /// - Parameters:
    ///   - label: A description of the content of the disclosure group.
    ///   - content: The content shown when the disclosure group expands.
    @_disfavoredOverload
    public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S: StringProtocol {
        self.init(content: content, label: { Text(label) })
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label,
    /// and a binding to the expansion state.
    ///
    /// - Parameters:
    ///   - label: A description of the content of the disclosure group.
    ///   - isExpanded: A binding to the expansion state.
    ///   - content: The content shown when the disclosure group expands.
    @_disfavoredOverload
    public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    where S: StringProtocol {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

extension DisclosureGroup: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let expansion = DisclosureBehavior.of(node)
        if let makeBody = node.environment[DisclosureGroupStyleKey.self] {
            // The style decides whether the content shows; the expansion is the caller's
            // binding, else the group's own state.
            let binding =
                isExpanded
                ?? Binding(
                    get: { expansion.isExpanded },
                    set: { [weak node] in
                        expansion.isExpanded = $0
                        node?.invalidate()
                    })
            let configuration = DisclosureGroupStyleConfiguration(
                label: label, content: content(), isExpanded: binding)
            list.append(
                .content, makeBody(configuration).modifier(_DisclosureGroupStyleModifier(makeBody: nil)))
            return
        }
        list.append(.index(0), _ContainerLabel(content: label))
        if isExpanded?.wrappedValue ?? expansion.isExpanded {
            list.append(.index(1), content())
        }
    }
}
