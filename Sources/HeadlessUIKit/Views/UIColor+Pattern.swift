// ViewLifecycle · HeadlessUIKit

extension UIColor {
    /// A color that tiles `image` (drawn only: headlessly no pixels exist, so its components are
    /// opaque black's).
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0, green: 0, blue: 0, alpha: 1)
    }
}
