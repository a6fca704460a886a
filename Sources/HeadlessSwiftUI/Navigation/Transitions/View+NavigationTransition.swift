// ViewLifecycle · HeadlessSwiftUI

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    /// Sets the transition that brings this view on screen in a stack or a sheet (drawn only:
    /// recorded as inert).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        inert(.generated, api: "View.navigationTransition(_:)")
    }

    /// Marks this view as the source of a navigation transition such as a zoom (drawn only:
    /// recorded as inert).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        inert(.generated, api: "View.matchedTransitionSource(id:in:)")
    }
}
