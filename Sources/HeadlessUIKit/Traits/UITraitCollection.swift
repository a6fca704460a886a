// ViewLifecycle · HeadlessUIKit

import Foundation

/// The traits of the environment a view or controller lives in, as an immutable value.
///
/// Views, controllers and scenes read their window's, changed by the `traitOverrides` of the
/// environments above them: the simulated screen's size decides the size classes and the idiom
/// (`Headless.ScreenSize`), in light mode at 3x (2x on an iPad); Docs/HeadlessUIKit.md ("Traits")
/// lists the other values a window starts with.
@MainActor @preconcurrency
open class UITraitCollection: NSObject {
    /// The traits this collection specifies; every other trait has its default value.
    let storage: TraitStorage

    /// Creates a trait collection whose traits are all unspecified, as UIKit's does.
    public override init() {
        storage = TraitStorage()
        super.init()
    }

    /// Creates a trait collection that specifies exactly the traits of `storage`.
    init(storage: TraitStorage) {
        self.storage = storage
        super.init()
    }

    /// Creates the traits of a window of the simulated screen's size.
    convenience init(screen: Headless.ScreenSize) {
        var traits = TraitStorage()
        traits.set(UITraitUserInterfaceIdiom.self, to: screen.idiom)
        traits.set(UITraitUserInterfaceStyle.self, to: UIUserInterfaceStyle.light)
        traits.set(UITraitLayoutDirection.self, to: UITraitEnvironmentLayoutDirection.leftToRight)
        traits.set(UITraitDisplayScale.self, to: CGFloat(screen.idiom == .pad ? 2 : 3))
        traits.set(UITraitHorizontalSizeClass.self, to: screen.horizontalSizeClass)
        traits.set(UITraitVerticalSizeClass.self, to: screen.verticalSizeClass)
        traits.set(UITraitForceTouchCapability.self, to: UIForceTouchCapability.unavailable)
        traits.set(UITraitPreferredContentSizeCategory.self, to: UIContentSizeCategory.large)
        traits.set(UITraitDisplayGamut.self, to: UIDisplayGamut.P3)
        traits.set(UITraitAccessibilityContrast.self, to: UIAccessibilityContrast.normal)
        traits.set(UITraitUserInterfaceLevel.self, to: UIUserInterfaceLevel.base)
        traits.set(UITraitLegibilityWeight.self, to: UILegibilityWeight.regular)
        traits.set(UITraitActiveAppearance.self, to: UIUserInterfaceActiveAppearance.active)
        traits.set(UITraitSceneCaptureState.self, to: UISceneCaptureState.inactive)
        self.init(storage: traits)
    }

    /// The device family.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        storage.value(of: UITraitUserInterfaceIdiom.self) ?? UITraitUserInterfaceIdiom.defaultValue
    }
    /// Light or dark mode.
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle {
        storage.value(of: UITraitUserInterfaceStyle.self) ?? UITraitUserInterfaceStyle.defaultValue
    }
    /// The layout direction: left to right, or right to left.
    @available(iOS 10.0, *)
    open var layoutDirection: UITraitEnvironmentLayoutDirection {
        storage.value(of: UITraitLayoutDirection.self) ?? UITraitLayoutDirection.defaultValue
    }
    /// Pixels per point.
    open var displayScale: CGFloat {
        storage.value(of: UITraitDisplayScale.self) ?? UITraitDisplayScale.defaultValue
    }
    /// The horizontal size class: compact on a phone (but the widest in landscape), regular on a full-screen iPad.
    open var horizontalSizeClass: UIUserInterfaceSizeClass {
        storage.value(of: UITraitHorizontalSizeClass.self) ?? UITraitHorizontalSizeClass.defaultValue
    }
    /// The vertical size class: compact on a phone in landscape, regular otherwise.
    open var verticalSizeClass: UIUserInterfaceSizeClass {
        storage.value(of: UITraitVerticalSizeClass.self) ?? UITraitVerticalSizeClass.defaultValue
    }
    /// Whether 3D Touch is available.
    @available(iOS 9.0, *)
    open var forceTouchCapability: UIForceTouchCapability {
        storage.value(of: UITraitForceTouchCapability.self) ?? UITraitForceTouchCapability.defaultValue
    }
    /// The preferred text size (Dynamic Type).
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory {
        storage.value(of: UITraitPreferredContentSizeCategory.self)
            ?? UITraitPreferredContentSizeCategory.defaultValue
    }
    /// The display's colour gamut.
    @available(iOS 10.0, *)
    open var displayGamut: UIDisplayGamut {
        storage.value(of: UITraitDisplayGamut.self) ?? UITraitDisplayGamut.defaultValue
    }
    /// The accessibility contrast: normal, or high with Increase Contrast.
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast {
        storage.value(of: UITraitAccessibilityContrast.self) ?? UITraitAccessibilityContrast.defaultValue
    }
    /// The interface level: base, or elevated for content above it.
    @available(iOS 13.0, *)
    open var userInterfaceLevel: UIUserInterfaceLevel {
        storage.value(of: UITraitUserInterfaceLevel.self) ?? UITraitUserInterfaceLevel.defaultValue
    }
    /// The font weight the Bold Text setting asks for.
    @available(iOS 13.0, *)
    open var legibilityWeight: UILegibilityWeight {
        storage.value(of: UITraitLegibilityWeight.self) ?? UITraitLegibilityWeight.defaultValue
    }
    /// Whether the interface looks active (its window is key, on Mac Catalyst).
    @available(iOS 14.0, *)
    open var activeAppearance: UIUserInterfaceActiveAppearance {
        storage.value(of: UITraitActiveAppearance.self) ?? UITraitActiveAppearance.defaultValue
    }
    /// The size of toolbar items, on Mac Catalyst.
    open var toolbarItemPresentationSize: UINSToolbarItemPresentationSize {
        storage.value(of: UITraitToolbarItemPresentationSize.self)
            ?? UITraitToolbarItemPresentationSize.defaultValue
    }
    /// The dynamic range HDR images render in; SDR images are unaffected.
    @available(iOS 17.0, *)
    open var imageDynamicRange: UIImage.DynamicRange {
        storage.value(of: UITraitImageDynamicRange.self) ?? UITraitImageDynamicRange.defaultValue
    }
    /// Whether the scene is being mirrored or recorded.
    @available(iOS 17.0, *)
    open var sceneCaptureState: UISceneCaptureState {
        storage.value(of: UITraitSceneCaptureState.self) ?? UITraitSceneCaptureState.defaultValue
    }

    // MARK: - Comparing

    /// Returns whether this collection has every trait value another specifies.
    ///
    /// - Parameter trait: The collection whose specified values to look for; `nil` is contained.
    /// - Returns: `true` when each trait `trait` specifies with a value other than its default has
    ///   the same value here.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Compare values for specific traits in the trait collections instead"
    )
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var combined = storage
        combined.overlay(trait.storage)
        return combined.changedTraits(from: storage).isEmpty
    }

    /// Returns whether dynamic colours resolve differently here than in another collection.
    ///
    /// - Parameter traitCollection: The other collection; `nil` differs from any collection.
    /// - Returns: `true` when a trait that affects colour appearance has different values.
    @available(iOS 13.0, *)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return changedTraits(from: traitCollection).contains { $0.affectsColorAppearance }
    }

    // MARK: - The current collection

    /// The traits that dynamic colours and images resolve by on this thread.
    ///
    /// It is the screen's until set; UIKit sets it to an environment's collection while it calls
    /// that environment's `traitCollectionDidChange(_:)` and its trait change handlers, and the
    /// runtime does the same.
    @available(iOS 13.0, *)
    open class var current: UITraitCollection {
        get { HeadlessWorld.shared.part(CurrentTraits.self).collection ?? HeadlessWorld.shared.screenTraits }
        set { HeadlessWorld.shared.part(CurrentTraits.self).collection = newValue }
    }

    /// Runs a closure with this collection as `current`, then restores the one before.
    ///
    /// - Parameter actions: The work that reads `UITraitCollection.current`.
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) {
        let state = HeadlessWorld.shared.part(CurrentTraits.self)
        let previous = state.collection
        state.collection = self
        defer { state.collection = previous }
        actions()
    }

    /// Whether two collections' size classes differ, which is what moves split views and
    /// SwiftUI's size-class environment.
    func sizeClassesDiffer(from other: UITraitCollection) -> Bool {
        other.horizontalSizeClass != horizontalSizeClass || other.verticalSizeClass != verticalSizeClass
            || other.userInterfaceIdiom != userInterfaceIdiom
    }
}
