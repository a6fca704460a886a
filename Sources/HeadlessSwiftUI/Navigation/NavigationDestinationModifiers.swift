// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `navigationDestination(for:destination:)`: registers the destination with
/// the enclosing stack each update, so the latest closure is the one used.
struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: (D) -> C

    func update(_ node: ViewNode, graph: ViewGraph) {
        let destination = self.destination
        node.environment.navigationContext?.register(D.self) { AnyView(destination($0)) }
    }
}

/// The modifier behind `navigationDestination(isPresented:destination:)` and `item:`: pushes its
/// view while the binding holds a value, pops it when the binding is cleared, and clears the
/// binding when the user pops it.
struct _NavigationPresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The view to push, or `nil` when nothing is presented; its identity tells a new item.
    let presented: (view: AnyView, identity: AnyHashable)?
    let clear: () -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? NavigationPresentationBehavior ?? NavigationPresentationBehavior()
        node.behavior = behavior
        behavior.present(presented, clear: clear, in: node.environment.navigationContext)
    }
}

/// What a presentation modifier keeps: what it pushed.
final class NavigationPresentationBehavior: NodeBehavior {
    var identity: AnyHashable?
    weak var host: UIViewController?
    var clear: () -> Void = {}

    /// Pushes `presented` when it is new (popping an earlier one first), pops what was pushed
    /// when nothing is presented any more, and keeps `clear` to run when the user pops it.
    func present(
        _ presented: (view: AnyView, identity: AnyHashable)?, clear: @escaping () -> Void,
        in context: NavigationContext?
    ) {
        self.clear = clear
        if let presented, identity != presented.identity {
            if let host { context?.pop(host) }
            identity = presented.identity
            context?.push(view: presented.view) { [weak self] in
                self?.identity = nil
                self?.host = nil
                self?.clear()
            }
            host = context?.lastHost
        } else if presented == nil, let host {
            identity = nil
            self.host = nil
            context?.pop(host)
        }
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    ///
    /// - Parameters:
    ///   - data: The type of data that this destination matches.
    ///   - destination: A view builder that defines a view to display when the stack's navigation
    ///     state contains a value of type `data`.
    /// - Returns: A view that shows `destination` for values of `data`.
    public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    )
        -> some View
    where D: Hashable, C: View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view to present.
    /// - Returns: A view that pushes `destination` while `isPresented` is `true`.
    public func navigationDestination<V>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    )
        -> some View
    where V: View {
        let presented =
            isPresented.wrappedValue ? (view: AnyView(destination()), identity: AnyHashable(true)) : nil
        return modifier(
            _NavigationPresentationModifier(presented: presented) { isPresented.wrappedValue = false })
    }

    /// Associates a destination view with a bound value for use within a navigation stack.
    ///
    /// - Parameters:
    ///   - item: A binding to the data presented, or `nil` if nothing is currently presented.
    ///   - destination: A view builder that defines a view to display when `item` is not `nil`.
    /// - Returns: A view that pushes the destination for `item` while it is not `nil`.
    public func navigationDestination<D, C>(
        item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        let presented = item.wrappedValue.map { (view: AnyView(destination($0)), identity: AnyHashable($0)) }
        return modifier(_NavigationPresentationModifier(presented: presented) { item.wrappedValue = nil })
    }
}
