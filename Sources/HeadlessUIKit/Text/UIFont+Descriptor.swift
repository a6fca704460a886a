// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIFont {
    /// Creates the font a descriptor names (its name attribute, else its PostScript name, else the system
    /// font) at `pointSize`, or at the descriptor's size when `pointSize` is 0.
    @available(iOS 7.0, *)
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let named = descriptor.fontAttributes[.name] as? String ?? descriptor.postscriptName
        self.init(
            fontName: named.isEmpty ? ".SFUI-" + UIFont.Weight.regular.nameSuffix : named,
            pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, weight: .regular)
    }
}

extension UIFont.Weight {
    /// The symbol weight matching this font weight (`.unspecified` for a weight between UIKit's).
    @available(iOS 13.0, *)
    public func symbolWeight() -> UIImage.SymbolWeight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        default: .unspecified
        }
    }
}

extension UIFont.TextStyle {
    /// The metrics that scale fonts of this text style.
    @available(iOS 17.0, *)
    public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
}

extension UIFontMetrics {
    /// The font scaled for the content size: headlessly always the default (Large) size, so `font` itself.
    @available(iOS 11.0, *)
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// The font scaled for the content size, at most `maximumPointSize` points (0 for no limit).
    @available(iOS 11.0, *)
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// The font scaled for the traits' content size: headlessly the default (Large) size, so `font` itself.
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font
    }

    /// The font scaled for the traits' content size, at most `maximumPointSize` points (0 for no limit).
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
}
