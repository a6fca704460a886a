// ViewLifecycle · HeadlessUIKit

extension UIColor {
    /// Creates the asset-catalogue colour named `name`, if the test registered one with
    /// `Headless.addColor(named:_:)`; nil otherwise, as UIKit returns for a missing asset.
    ///
    /// - Parameter name: The asset's name.
    @available(iOS 11.0, *)
    public convenience init?(named name: String) {
        guard let color = HeadlessColorStore.shared.color(named: name) else { return nil }
        self.init(
            red: color.components.red, green: color.components.green, blue: color.components.blue,
            alpha: color.components.alpha)
    }

    /// Creates the asset-catalogue colour named `name`, as `init(named:)` does: the headless
    /// runtime has one catalogue, whatever the bundle, and no trait-dependent variants.
    ///
    /// - Parameters:
    ///   - name: The asset's name.
    ///   - bundle: The bundle holding the catalogue (any bundle reads the one catalogue).
    ///   - traitCollection: The traits to resolve for (unused).
    @available(iOS 11.0, *)
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: name)
    }
}
