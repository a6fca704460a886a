// ViewLifecycle · HeadlessUIKit

/// A type whose instances take their look from a proxy that the app customizes once.
@MainActor
@preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the type.
    static func appearance() -> Self

    /// The proxy for the instances inside containers of the given types.
    @available(iOS 9.0, *)
    static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self

    /// The proxy for the instances in an environment with the given traits.
    @available(iOS 8.0, *)
    static func appearance(for trait: UITraitCollection) -> Self

    /// The proxy for the instances with the given traits inside containers of the given types.
    @available(iOS 9.0, *)
    static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}
