// ViewLifecycle · HeadlessUIKit

extension UIColor {
    /// The colour in Core Graphics' form, for a layer.
    public var cgColor: CGColor {
        CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// Creates a colour from Core Graphics' form.
    ///
    /// - Parameter cgColor: The colour.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        let rgba =
            parts.count >= 4
            ? parts : [parts.first ?? 0, parts.first ?? 0, parts.first ?? 0, parts.last ?? 1]
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}
