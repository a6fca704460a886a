// ViewLifecycle · HeadlessUIKit

/// A colour, kept as components; the system colours resolve to their light-mode values.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    /// Red, green, blue and alpha, from 0 to 1.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// A dynamic colour's provider, which `resolvedColor(with:)` asks; nil for a fixed colour.
    private(set) var dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// Creates a colour from red, green, blue and alpha components.
    ///
    /// - Parameters:
    ///   - red: Red, 0 to 1.
    ///   - green: Green, 0 to 1.
    ///   - blue: Blue, 0 to 1.
    ///   - alpha: Opacity, 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        dynamicProvider = nil
        super.init()
    }

    /// Creates the colour a colour literal (`#colorLiteral(red:green:blue:alpha:)`) names, from
    /// its sRGB components.
    ///
    /// - Parameters:
    ///   - red: Red, 0 to 1.
    ///   - green: Green, 0 to 1.
    ///   - blue: Blue, 0 to 1.
    ///   - alpha: Opacity, 0 to 1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a dynamic colour with the components it has now. A convenience initializer: every
    /// designated one is public, so an app's subclass inherits the convenience ones (the literal's
    /// required one included), as a subclass of UIKit's does.
    convenience init(
        components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat),
        dynamicProvider: @escaping (UITraitCollection) -> UIColor
    ) {
        self.init(
            red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
        self.dynamicProvider = dynamicProvider
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
    /// Cyan (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Magenta (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// The text colour for dark backgrounds: white at 60% opacity.
    @available(tvOS, unavailable)
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// The text colour for light backgrounds: black.
    @available(tvOS, unavailable)
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The tint colour; headlessly the system blue, the default tint of every view.
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { systemBlue }
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
    /// The grouped table's background before iOS 13: the grouped background.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// The background of content on a grouped screen.
    open class var secondarySystemGroupedBackground: UIColor { .white }
    /// The background of content inside secondary content on a grouped screen.
    open class var tertiarySystemGroupedBackground: UIColor { secondarySystemBackground }

    // The semantic colours below are iOS's light-mode values at default contrast, as Apple's
    // Human Interface Guidelines list them (Color, "Specifications"); headlessly the interface
    // style is always light.

    /// The colour of tertiary text: 60, 60, 67 at 30%.
    open class var tertiaryLabel: UIColor {
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    }
    /// The colour of quaternary text: 60, 60, 67 at 18%.
    open class var quaternaryLabel: UIColor {
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    }
    /// The colour of placeholder text in controls: 60, 60, 67 at 30%.
    open class var placeholderText: UIColor {
        UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    }
    /// The colour of a separator that lets content show through: 60, 60, 67 at 29%.
    open class var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    /// The colour of an opaque separator: 198, 198, 200.
    open class var opaqueSeparator: UIColor {
        UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    }
    /// The colour of links: the system blue.
    open class var link: UIColor { systemBlue }
    /// The fill of thin, small shapes: 120, 120, 128 at 20%.
    open class var systemFill: UIColor {
        UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    }
    /// The fill of medium-size shapes: 120, 120, 128 at 16%.
    open class var secondarySystemFill: UIColor {
        UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    }
    /// The fill of large shapes: 118, 118, 128 at 12%.
    open class var tertiarySystemFill: UIColor {
        UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    }
    /// The fill of large areas with complex content: 116, 116, 128 at 8%.
    open class var quaternarySystemFill: UIColor {
        UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    }
    /// The system's mint: 0, 199, 190.
    open class var systemMint: UIColor { UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1) }
    /// The system's cyan: 50, 173, 230.
    open class var systemCyan: UIColor { UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1) }
    /// The system's brown: 162, 132, 94.
    open class var systemBrown: UIColor {
        UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    }

    /// Creates a colour from components in the Display P3 colour space.
    ///
    /// Headlessly the components are kept as given: nothing is drawn, so no conversion to sRGB is made.
    ///
    /// - Parameters:
    ///   - displayP3Red: Red, 0 to 1.
    ///   - green: Green, 0 to 1.
    ///   - blue: Blue, 0 to 1.
    ///   - alpha: Opacity, 0 to 1.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// Returns this colour with a different opacity.
    ///
    /// - Parameter alpha: The new opacity, 0 to 1.
    /// - Returns: A colour with this colour's red, green and blue and the given opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    // The colour as the current context's paint (`UIGraphicsGetCurrentContext()`); without a
    // current context nothing happens, as in UIKit.

    /// Makes the colour the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the colour the current context's stroke colour.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
