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
}
