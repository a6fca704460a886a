// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `id(_:)`: its content's identity is the id.
struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var id: ID

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.explicit(AnyHashable(id)), content)
    }
}

extension View {
    /// Binds a view's identity to the given proxy value.
    ///
    /// When the id changes, the view inside is a new identity: its state is reset and its
    /// `onAppear` (applied before `id`) runs again, while modifiers applied after `id` keep theirs.
    ///
    /// - Parameter id: A `Hashable` identifier.
    /// - Returns: The view, identified by `id`.
    public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        modifier(_IdentityModifier(id: id))
    }
}
