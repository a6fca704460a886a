// ViewLifecycle · HeadlessSwiftUI

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
public struct GroupBox<Label, Content>: View where Label: View, Content: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the content of the group box.
    ///   - label: A view builder that produces a label for the group box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content.
    ///
    /// - Parameters:
    ///   - label: A view that describes the group box.
    ///   - content: A view builder that produces the content of the group box.
    @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    @available(visionOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    ///
    /// - Parameter content: A view builder that produces the content of the group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group box's title.
    ///   - content: A view builder that produces the content of the group box.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box with the provided view content.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the group box.
    ///   - content: A view builder that produces the content of the group box.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[GroupBoxStyleKey.self] {
            let configuration = GroupBoxStyleConfiguration(
                label: .init(content: label), content: .init(content: content))
            list.append(.content, makeBody(configuration).modifier(_GroupBoxStyleModifier(makeBody: nil)))
            return
        }
        list.append(.index(0), _ContainerLabel(content: label))
        list.append(.index(1), content)
    }
}
