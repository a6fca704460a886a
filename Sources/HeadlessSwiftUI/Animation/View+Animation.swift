// ViewLifecycle · HeadlessSwiftUI

// Animation modifiers are inert: nothing is drawn, so each stores its value on one node.
extension View {
    /// Applies the given animation to this view when the specified value changes.
    @inlinable public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        inert(.animation(animation), api: "View.animation(_:value:)")
    }

    /// Applies the given animation to all animatable values within this view.
    @available(
        iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead."
    )
    @_disfavoredOverload
    @inlinable public func animation(_ animation: Animation?) -> some View {
        inert(.animation(animation), api: "View.animation(_:)")
    }

    /// Modifies the view to use a given transition as its method of animating changes to the contents of its views.
    @inlinable public func contentTransition(_ transition: ContentTransition) -> some View {
        inert(.contentTransition(transition), api: "View.contentTransition(_:)")
    }

    /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide.
    @inlinable public func matchedGeometryEffect<ID>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View where ID: Hashable {
        inert(
            .matchedGeometry(AnyHashable(id), namespace, isSource: isSource),
            api: "View.matchedGeometryEffect(id:in:properties:anchor:isSource:)")
    }
}

extension View where Self: Equatable {
    /// Applies the given animation to this view when the view itself changes (it is
    /// `Equatable`): drawn only, as `animation(_:value:)` is.
    @available(iOS 15.0, macOS 12.0, *)
    @inlinable public func animation(_ animation: Animation?) -> some View {
        inert(.animation(animation), api: "View.animation(_:)")
    }
}

extension ViewModifier {
    /// This modifier, then `modifier`: the two applied in turn, as `content.modifier(self)
    /// .modifier(modifier)` would apply them.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with a transaction change for the views it modifies: drawn only, like
    /// ``View/transaction(_:)``, so `transform` never runs.
    ///
    /// - Parameter transform: The change to the transactions of the modified views.
    /// - Returns: The modifier.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        InertCalls.record("ViewModifier.transaction(_:)")
        return concat(_InertModifier(attribute: .transaction))
    }

    /// This modifier with an animation for the views it modifies: drawn only, like
    /// ``View/animation(_:value:)``.
    ///
    /// - Parameter animation: The animation, or `nil` for none.
    /// - Returns: The modifier.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        InertCalls.record("ViewModifier.animation(_:)")
        return concat(_InertModifier(attribute: .animation(animation)))
    }
}
