// ViewLifecycle · HeadlessSwiftUI

/// A view that displays a root view and enables you to present additional views over the root
/// view.
///
/// As on iOS, it is a `UINavigationController` of hosting controllers, a child of the enclosing
/// hosting controller: pushes, pops, several path elements changed at once and the interactive
/// swipe back follow UIKit's order.
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var ownPath: [AnyHashable] = []

    /// Creates a navigation stack that manages its own navigation state.
    ///
    /// - Parameter root: The view to display when the stack is empty.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    ///
    /// - Parameters:
    ///   - path: A `Binding` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 },
            isHandMade: path.location is FunctionLocation<NavigationPath>)
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    ///
    /// - Parameters:
    ///   - path: A `Binding` to the navigation state for this stack.
    ///   - root: The view to display when the stack is empty.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = NavigationPathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
            isHandMade: path.location is FunctionLocation<Data>)
    }

    /// The content and behavior of the view.
    public var body: some View {
        let ownPath = $ownPath
        _NavigationStackHost(
            root: AnyView(root),
            path: path
                ?? NavigationPathAccess(get: { ownPath.wrappedValue }, set: { ownPath.wrappedValue = $0 }),
            elements: path?.get() ?? ownPath.wrappedValue)
    }
}

/// Reads and writes a stack's path as type-erased elements, whatever the binding's type.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
    /// Whether the binding was made with `Binding(get:set:)` rather than from a state or a
    /// model, which iOS 18.4's deep-push anomaly needs (trace 12).
    var isHandMade = false
}
