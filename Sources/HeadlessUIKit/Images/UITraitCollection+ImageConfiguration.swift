// ViewLifecycle · HeadlessUIKit

extension UITraitCollection {
    /// An image configuration for these traits.
    @available(iOS 13.0, *)
    public var imageConfiguration: UIImage.Configuration {
        let configuration = UIImage.Configuration()
        configuration.values.traitCollection = self
        return configuration
    }
}
