// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size or text style, weight, scale and colours.
    ///
    /// Each initializer chooses some of these and leaves the rest; `applying(_:)` combines two
    /// (the other's choices win) and the `configurationWithout…()` methods forget some. Nothing
    /// is drawn headlessly, but the choices are kept and compared (`isEqual(to:)`).
    @available(iOS 13.0, *)
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// A configuration that chooses nothing.
        open class var unspecified: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration() }

        /// Creates a configuration for a scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale)
        }

        /// Creates a configuration for a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: nil, scale: nil)
        }

        /// Creates a configuration for a weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: nil)
        }

        /// Creates a configuration for a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: nil)
        }

        /// Creates a configuration for a point size, a weight and a scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale)
        {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        /// Creates a configuration that follows a text style's size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init()
            values.textStyle = textStyle
        }

        /// Creates a configuration that follows a text style's size, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            values.scale = scale
        }

        /// Creates a configuration that matches a font's size and weight.
        public convenience init(font: UIFont) {
            let weights: [(UIFont.Weight, UIImage.SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy),
                (.black, .black),
            ]
            let nearest = weights.min {
                abs($0.0.rawValue - font.weight.rawValue) < abs($1.0.rawValue - font.weight.rawValue)
            }
            self.init(pointSize: font.pointSize, weight: nearest?.1 ?? .regular)
        }

        /// Creates a configuration that matches a font's size and weight, at a scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            values.scale = scale
        }

        /// Creates a configuration that draws a symbol's layers in shades of one colour.
        @available(iOS 15.0, *)
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            values.rendering = .hierarchical(hierarchicalColor)
        }

        /// Creates a configuration that draws a symbol's layers in the given colours.
        @available(iOS 15.0, *)
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            values.rendering = .palette(paletteColors)
        }

        private convenience init(
            pointSize: CGFloat?, weight: UIImage.SymbolWeight?, scale: UIImage.SymbolScale?
        ) {
            self.init()
            values.pointSize = pointSize
            values.weight = weight
            values.scale = scale
        }

        /// A configuration that draws a symbol in its own colours where it has them.
        @available(iOS 15.0, *)
        open class func preferringMulticolor() -> Self {
            let configuration = Self()
            configuration.values.rendering = .multicolor
            return configuration
        }

        /// A configuration that draws a symbol in one colour.
        @available(iOS 16.0, *)
        open class func preferringMonochrome() -> Self {
            let configuration = Self()
            configuration.values.rendering = .monochrome
            return configuration
        }

        /// This configuration without its text style.
        open func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }

        /// This configuration without its scale.
        open func configurationWithoutScale() -> Self { changed { $0.scale = nil } }

        /// This configuration without its weight.
        open func configurationWithoutWeight() -> Self { changed { $0.weight = nil } }

        /// This configuration without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            changed {
                $0.pointSize = nil
                $0.weight = nil
            }
        }

        /// Whether the other configuration chooses the same size, text style, weight, scale and
        /// colours.
        ///
        /// - Parameter otherConfiguration: The other configuration.
        /// - Returns: Whether they are equal.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            guard let otherConfiguration else { return false }
            return values.sameSymbol(as: otherConfiguration.values)
        }
    }
}
