// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIImage {
    /// What an image configuration specifies; `nil` where it leaves the choice to the image or to
    /// a configuration applied over it.
    package struct ConfigurationValues {
        /// How a symbol's layers are coloured.
        package enum Rendering {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        var traitCollection: UITraitCollection?
        var locale: Locale?
        var pointSize: CGFloat?
        var weight: UIImage.SymbolWeight?
        var scale: UIImage.SymbolScale?
        var textStyle: UIFont.TextStyle?
        var rendering: Rendering?

        /// These values with those `other` specifies laid over them.
        func applying(_ other: ConfigurationValues) -> ConfigurationValues {
            ConfigurationValues(
                traitCollection: other.traitCollection ?? traitCollection, locale: other.locale ?? locale,
                pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight,
                scale: other.scale ?? scale, textStyle: other.textStyle ?? textStyle,
                rendering: other.rendering ?? rendering)
        }

        /// Whether the two specify the same symbol attributes (traits and locale aside, as
        /// `isEqual(to:)` compares symbol configurations).
        func sameSymbol(as other: ConfigurationValues) -> Bool {
            guard pointSize == other.pointSize, weight == other.weight, scale == other.scale,
                textStyle == other.textStyle
            else { return false }
            switch (rendering, other.rendering) {
            case (nil, nil), (.multicolor?, .multicolor?), (.monochrome?, .monochrome?): return true
            case (.hierarchical(let a)?, .hierarchical(let b)?): return a == b
            case (.palette(let a)?, .palette(let b)?): return a == b
            default: return false
            }
        }
    }
}
