// ViewLifecycle · HeadlessSwiftUI

/// A view that controls a navigation presentation.
///
/// Headlessly a tap is `Headless.tap(_:)`, which finds the link by its label's text.
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    let label: Label
    let target: NavigationLinkTarget

    /// Creates a navigation link that presents the destination view.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(AnyView(destination()))
    }

    /// The content and behavior of the view.
    public var body: some View {
        label.modifier(_NavigationLinkModifier(target: target))
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// - Parameters:
    ///   - value: An optional value to present. When the user selects the link, SwiftUI stores a
    ///     copy of the value. Pass a `nil` value to disable the link.
    ///   - label: A label that describes the view that this link presents.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.label = label()
        self.target = value.map { .value(AnyHashable($0)) } ?? .disabled
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents a value, with a text label.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - value: The value to present, or `nil` to disable the link.
    public init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}

/// What a link pushes.
enum NavigationLinkTarget {
    case value(AnyHashable)
    case view(AnyView)
    /// The iOS 13 programmatic forms (`isActive:`, `tag:selection:`): a tap sets the binding, and
    /// the view is pushed while it is `true` and popped when it turns `false`.
    case activation(Binding<Bool>, AnyView)
    case disabled
}

/// Keeps a link's action on its node, where the driver's tap finds it.
package struct _NavigationLinkModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    let target: NavigationLinkTarget

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? NavigationLinkBehavior ?? NavigationLinkBehavior()
        node.behavior = behavior
        // Weakly, as the environment holds it: the link's screen is one the stack owns.
        let context = node.environment.navigationContext
        switch target {
        case .value(let value): behavior.action = { [weak context] in context?.push(value: value) }
        case .view(let view): behavior.action = { [weak context] in context?.push(view: view) }
        case .activation(let isActive, let view):
            behavior.action = { isActive.wrappedValue = true }
            let presentation = behavior.presentation ?? NavigationPresentationBehavior()
            behavior.presentation = presentation
            presentation.present(
                isActive.wrappedValue ? (view: view, identity: AnyHashable(true)) : nil,
                clear: { isActive.wrappedValue = false }, in: context)
        case .disabled: behavior.action = nil
        }
    }
}

/// A link's latest action.
package final class NavigationLinkBehavior: NodeBehavior {
    package var action: (() -> Void)?
    /// What an `isActive:` or `tag:selection:` link pushed.
    var presentation: NavigationPresentationBehavior?

    override var dumpDescription: String? { "NavigationLink" }
}
