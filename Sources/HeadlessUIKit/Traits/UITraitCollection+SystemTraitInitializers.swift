// ViewLifecycle · HeadlessUIKit

extension UITraitCollection {
    /// Creates a trait collection that specifies only the device family.
    ///
    /// - Parameter idiom: The value.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(storage: TraitStorage(UITraitUserInterfaceIdiom.self, idiom))
    }

    /// Creates a trait collection that specifies only light or dark mode.
    ///
    /// - Parameter userInterfaceStyle: The value.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(storage: TraitStorage(UITraitUserInterfaceStyle.self, userInterfaceStyle))
    }

    /// Creates a trait collection that specifies only the layout direction.
    ///
    /// - Parameter layoutDirection: The value.
    @available(iOS 10.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(storage: TraitStorage(UITraitLayoutDirection.self, layoutDirection))
    }

    /// Creates a trait collection that specifies only the display scale, in pixels per point.
    ///
    /// - Parameter scale: The value.
    public convenience init(displayScale scale: CGFloat) {
        self.init(storage: TraitStorage(UITraitDisplayScale.self, scale))
    }

    /// Creates a trait collection that specifies only the horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The value.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(storage: TraitStorage(UITraitHorizontalSizeClass.self, horizontalSizeClass))
    }

    /// Creates a trait collection that specifies only the vertical size class.
    ///
    /// - Parameter verticalSizeClass: The value.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(storage: TraitStorage(UITraitVerticalSizeClass.self, verticalSizeClass))
    }

    /// Creates a trait collection that specifies only whether 3D Touch is available.
    ///
    /// - Parameter capability: The value.
    @available(iOS 9.0, *)
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(storage: TraitStorage(UITraitForceTouchCapability.self, capability))
    }

    /// Creates a trait collection that specifies only the preferred text size (Dynamic Type).
    ///
    /// - Parameter preferredContentSizeCategory: The value.
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            storage: TraitStorage(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory))
    }

    /// Creates a trait collection that specifies only the display's colour gamut.
    ///
    /// - Parameter displayGamut: The value.
    @available(iOS 10.0, *)
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(storage: TraitStorage(UITraitDisplayGamut.self, displayGamut))
    }

    /// Creates a trait collection that specifies only the accessibility contrast.
    ///
    /// - Parameter accessibilityContrast: The value.
    @available(iOS 13.0, *)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(storage: TraitStorage(UITraitAccessibilityContrast.self, accessibilityContrast))
    }

    /// Creates a trait collection that specifies only the interface level.
    ///
    /// - Parameter userInterfaceLevel: The value.
    @available(iOS 13.0, *)
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(storage: TraitStorage(UITraitUserInterfaceLevel.self, userInterfaceLevel))
    }

    /// Creates a trait collection that specifies only the font weight the Bold Text setting asks for.
    ///
    /// - Parameter legibilityWeight: The value.
    @available(iOS 13.0, *)
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(storage: TraitStorage(UITraitLegibilityWeight.self, legibilityWeight))
    }

    /// Creates a trait collection that specifies only the active appearance.
    ///
    /// - Parameter userInterfaceActiveAppearance: The value.
    @available(iOS 14.0, *)
    public convenience init(activeAppearance userInterfaceActiveAppearance: UIUserInterfaceActiveAppearance) {
        self.init(storage: TraitStorage(UITraitActiveAppearance.self, userInterfaceActiveAppearance))
    }

    /// Creates a trait collection that specifies only the size of toolbar items, on Mac Catalyst.
    ///
    /// - Parameter toolbarItemPresentationSize: The value.
    public convenience init(toolbarItemPresentationSize: UINSToolbarItemPresentationSize) {
        self.init(storage: TraitStorage(UITraitToolbarItemPresentationSize.self, toolbarItemPresentationSize))
    }

    /// Creates a trait collection that specifies only the dynamic range HDR images render in.
    ///
    /// - Parameter imageDynamicRange: The value.
    @available(iOS 17.0, *)
    public convenience init(imageDynamicRange: UIImage.DynamicRange) {
        self.init(storage: TraitStorage(UITraitImageDynamicRange.self, imageDynamicRange))
    }

    /// Creates a trait collection that specifies only whether the scene is being mirrored or recorded.
    ///
    /// - Parameter sceneCaptureState: The value.
    @available(iOS 17.0, *)
    public convenience init(sceneCaptureState: UISceneCaptureState) {
        self.init(storage: TraitStorage(UITraitSceneCaptureState.self, sceneCaptureState))
    }
}
