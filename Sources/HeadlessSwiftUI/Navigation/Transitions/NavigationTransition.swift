// ViewLifecycle · HeadlessSwiftUI

/// A type that defines the transition to use when navigating to a view (drawn only: headless
/// pushes and presentations run as with the automatic transition).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// A transition the system chooses for the context.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A transition that zooms the appearing view from a source view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ZoomNavigationTransition: NavigationTransition {
    /// The source's identifier, as its `matchedTransitionSource(id:in:)` gives it.
    let sourceID: AnyHashable
    /// The namespace the identifier is in.
    let namespace: Namespace.ID
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// A transition the system chooses for the context.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A transition that zooms the appearing view from the view marked with `sourceID` in
    /// `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}
