// ViewLifecycle · HeadlessUIKit

/// A font: its name and point size. Nothing is drawn, so no metrics beyond the size exist.
///
/// The system font's names follow the iOS 17 convention (`.SFUI-Regular`, `.SFUI-Semibold`…);
/// `preferredFont(forTextStyle:)` gives each style's size at the default (Large) content size,
/// as Apple's Human Interface Guidelines list them.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's name.
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's weight, for system fonts.
    let weight: UIFont.Weight

    init(fontName: String, pointSize: CGFloat, weight: UIFont.Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        super.init()
    }

    /// Creates the font named `fontName`; every name is accepted, since no font files exist.
    ///
    /// - Parameters:
    ///   - fontName: The font's name.
    ///   - fontSize: The size in points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The family the font belongs to: its name up to the first hyphen.
    open var familyName: String {
        String(fontName.split(separator: "-").first ?? Substring(fontName))
    }

    /// The system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", pointSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI-" + weight.nameSuffix, pointSize: fontSize, weight: weight)
    }

    /// The system font at a size, weight and width; the width is kept in the font's name
    /// (`.SFUI-Condensed-Bold`), the standard width giving `systemFont(ofSize:weight:)`.
    @available(iOS 16.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont
    {
        guard let widthName = width.nameInFont else { return systemFont(ofSize: fontSize, weight: weight) }
        return UIFont(
            fontName: ".SFUI-\(widthName)-" + weight.nameSuffix, pointSize: fontSize, weight: weight)
    }

    /// The system font with digits of equal width, at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font at a size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono-" + weight.nameSuffix, pointSize: fontSize, weight: weight)
    }

    /// The font for a text style at the default content size.
    ///
    /// - Parameter style: The text style.
    /// - Returns: The font.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The font for a text style; headlessly every trait collection has the default (Large) content
    /// size, so it is `preferredFont(forTextStyle:)`'s font.
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font at another size.
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The size of the system's labels.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of the system's buttons.
    open class var buttonFontSize: CGFloat { 18 }
    /// The default system font size.
    open class var systemFontSize: CGFloat { 14 }

    /// Whether two fonts have the same name and size.
    ///
    /// - Parameter object: The other font.
    /// - Returns: `true` when they match.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash that agrees with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }
}
