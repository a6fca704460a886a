// ViewLifecycle · HeadlessSwiftUI

/// A standard label for user interface items, consisting of an icon with a title.
///
/// Both are children (each keeps identity and state); the screen shows the title's elements
/// only, as VoiceOver reads a label by its title.
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// - Parameters:
    ///   - title: A view builder that creates the label's title.
    ///   - icon: A view builder that creates the label's icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Label: PrimitiveView {
    /// The title and icon, or the body a custom style in the environment builds from them (with
    /// the built-in style below that body, so a `Label` it makes does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[LabelStyleKey.self] {
            let configuration = LabelStyleConfiguration(
                title: .init(content: title), icon: .init(content: icon.modifier(_LabelIconModifier())))
            list.append(.content, makeBody(configuration).modifier(_LabelStyleModifier(makeBody: nil)))
            return
        }
        list.append(.index(0), title)
        list.append(.index(1), icon.modifier(_LabelIconModifier()))
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with an icon image and a title generated from a localized string.
    ///
    /// - Parameters:
    ///   - titleKey: A title generated from a localized string.
    ///   - name: The name of the image resource to lookup.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a localized string.
    ///
    /// - Parameters:
    ///   - titleKey: A title generated from a localized string.
    ///   - name: The name of the image resource to lookup.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    ///
    /// - Parameters:
    ///   - title: A string used as the label's title.
    ///   - name: The name of the image resource to lookup.
    @_disfavoredOverload
    public init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// - Parameters:
    ///   - title: A string used as the label's title.
    ///   - name: The name of the image resource to lookup.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
