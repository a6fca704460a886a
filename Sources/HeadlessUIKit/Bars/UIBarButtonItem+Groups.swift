// ViewLifecycle · HeadlessUIKit

extension UIBarButtonItem {
    /// A group holding only this item, which the user cannot move or remove.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
    }

    /// A group holding only this item, which the user may move (no customization runs headlessly).
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
    }

    /// A group holding only this item, which the user may remove (no customization runs headlessly).
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func creatingOptionalGroup(
        customizationIdentifier: String, isInDefaultCustomization inDefaultCustomization: Bool
    ) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
    }
}
