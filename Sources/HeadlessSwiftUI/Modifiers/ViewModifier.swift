// ViewLifecycle · HeadlessSwiftUI

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    ///
    /// - Parameter content: A proxy for the view that will have the modifier represented by
    ///   `Self` applied to it.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// A built-in modifier has no body; the graph never asks for it.
    public func body(content: Self.Content) -> Self.Body {
        fatalError("body(content:) of \(Self.self) should not be called: it is a primitive modifier")
    }
}

/// The content placeholder a `ViewModifier`'s `body(content:)` receives.
///
/// In the graph it stands for the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    init() {}
}

extension _ViewModifier_Content: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let type = ObjectIdentifier(Modifier.self)
        var current = node.parent
        while let candidate = current {
            if candidate.modifierType == type, let content = candidate.modifierContent {
                list.append(.content, existential: content)
                return
            }
            current = candidate.parent
        }
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// - Parameter modifier: The modifier to apply to this view.
    /// - Returns: The modified view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
