// ViewLifecycle · HeadlessUIKit

/// A colour, kept as components; the system colours resolve to their light-mode values.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, green, blue and alpha, from 0 to 1.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Creates a colour from red, green, blue and alpha components.
    ///
    /// - Parameters:
    ///   - red: Red, 0 to 1.
    ///   - green: Green, 0 to 1.
    ///   - blue: Blue, 0 to 1.
    ///   - alpha: Opacity, 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// Creates a grey.
    ///
    /// - Parameters:
    ///   - white: Brightness, 0 to 1.
    ///   - alpha: Opacity, 0 to 1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether two colours have the same components.
    ///
    /// - Parameter object: The other colour.
    /// - Returns: `true` for equal components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return components == other.components
    }

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Mid grey.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The system's blue.
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    /// The system's red.
    open class var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    /// The system's green.
    open class var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    /// The system's grey.
    open class var systemGray: UIColor {
        UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    }
    /// The second-level system grey.
    open class var systemGray2: UIColor {
        UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    }
    /// The third-level system grey.
    open class var systemGray3: UIColor {
        UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    }
    /// The fourth-level system grey.
    open class var systemGray4: UIColor {
        UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    }
    /// The fifth-level system grey.
    open class var systemGray5: UIColor {
        UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    }
    /// The sixth-level system grey.
    open class var systemGray6: UIColor {
        UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    }
    /// The system's orange.
    open class var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
    /// The system's yellow.
    open class var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
    /// The system's pink.
    open class var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
    /// The system's purple.
    open class var systemPurple: UIColor {
        UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    }
    /// The system's indigo.
    open class var systemIndigo: UIColor {
        UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    }
    /// The system's teal.
    open class var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    /// Orange.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Yellow.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Purple.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Light grey.
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    /// Dark grey.
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    /// The colour of primary text.
    open class var label: UIColor { .black }
    /// The colour of secondary text.
    open class var secondaryLabel: UIColor {
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    }
    /// The background of a plain screen.
    open class var systemBackground: UIColor { .white }
    /// The background of content on a plain screen.
    open class var secondarySystemBackground: UIColor {
        UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    }
    /// The background of content inside secondary content.
    open class var tertiarySystemBackground: UIColor { .white }
    /// The background of a grouped screen.
    open class var systemGroupedBackground: UIColor { secondarySystemBackground }
    /// The background of content on a grouped screen.
    open class var secondarySystemGroupedBackground: UIColor { .white }
}
