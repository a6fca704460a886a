// ViewLifecycle · HeadlessUIKit

extension UIView: UIAppearance {
    /// The proxy for every instance of this view type; what is set on it is kept, not applied.
    public static func appearance() -> Self {
        proxy(trait: nil, containers: [])
    }

    /// The proxy for instances inside containers of `containerTypes`; kept, not applied.
    @available(iOS 9.0, *)
    public static func appearance(
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        proxy(trait: nil, containers: containerTypes)
    }

    /// The proxy for instances in an environment with `trait`; kept, not applied.
    @available(iOS 8.0, *)
    public static func appearance(for trait: UITraitCollection) -> Self {
        proxy(trait: trait, containers: [])
    }

    /// The proxy for instances with `trait` inside containers of `containerTypes`; kept, not applied.
    @available(iOS 9.0, *)
    public static func appearance(
        for trait: UITraitCollection,
        whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        proxy(trait: trait, containers: containerTypes)
    }

    private static func proxy(
        trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
    ) -> Self {
        HeadlessWorld.shared.part(HeadlessAppearanceProxies.self).proxy(
            HeadlessAppearanceProxies.key(self, trait: trait, containers: containers)
        ) {
            guard let proxy = self.init(coder: HeadlessAppearanceCoder()) else {
                preconditionFailure("\(self).init(coder:) gave no appearance proxy")
            }
            return proxy
        }
    }
}

extension UIView: UIAppearanceContainer {}
