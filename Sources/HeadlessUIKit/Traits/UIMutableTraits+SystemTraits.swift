// ViewLifecycle · HeadlessUIKit

import Foundation

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The device family.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// Light or dark mode.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// Whether 3D Touch is available.
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The display's colour gamut.
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The accessibility contrast.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
}

@available(iOS 17.0, *)
@available(tvOS, unavailable)
extension UIMutableTraits {
    /// The interface level, base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The font weight Bold Text asks for.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// Whether the interface looks active.
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The size of toolbar items on Mac Catalyst.
    public var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        get { self[UITraitToolbarItemPresentationSize.self] }
        set { self[UITraitToolbarItemPresentationSize.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The dynamic range HDR images render in.
    public var imageDynamicRange: UIImage.DynamicRange {
        get { self[UITraitImageDynamicRange.self] }
        set { self[UITraitImageDynamicRange.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
extension UIMutableTraits {
    /// Whether the scene is being mirrored or recorded.
    public var sceneCaptureState: UISceneCaptureState {
        get { self[UITraitSceneCaptureState.self] }
        set { self[UITraitSceneCaptureState.self] = newValue }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
    /// The language text is typeset for.
    public var typesettingLanguage: Locale.Language? {
        get { self[UITraitTypesettingLanguage.self] }
        set { self[UITraitTypesettingLanguage.self] = newValue }
    }
}
