// ViewLifecycle · HeadlessSwiftUI

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// Its label, description and actions are children, shown on screen one after another (the
/// label read by its title), as VoiceOver reads them.
public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    ///
    /// - Parameters:
    ///   - label: The label that describes the view.
    ///   - description: The view that describes the interface.
    ///   - actions: The content of the interface actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ContentUnavailableView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.index(0), label)
        list.append(.index(1), description)
        list.append(.index(2), actions)
    }
}

extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a label and an optional description, from an image resource.
    ///
    /// - Parameters:
    ///   - title: A title generated from a localized string.
    ///   - name: The name of the image resource to lookup.
    ///   - description: The view that describes the interface.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a label and an optional description, from a system image.
    ///
    /// - Parameters:
    ///   - title: A title generated from a localized string.
    ///   - name: The name of the system symbol image resource to lookup.
    ///   - description: The view that describes the interface.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates an interface with a label and an optional description, from an image resource.
    ///
    /// - Parameters:
    ///   - title: A string used as the title.
    ///   - name: The name of the image resource to lookup.
    ///   - description: The view that describes the interface.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { HeadlessSwiftUI.Label(title, image: name) }, description: { description })
    }

    /// Creates an interface with a label and an optional description, from a system image.
    ///
    /// - Parameters:
    ///   - title: A string used as the title.
    ///   - name: The name of the system symbol image resource to lookup.
    ///   - description: The view that describes the interface.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}
