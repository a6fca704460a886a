// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Color {
    /// A concrete color value: linear-light red, green and blue components and an opacity.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @frozen public struct Resolved: Hashable {
        /// The amount of red in the color in the linear sRGB color space.
        public var linearRed: Float
        /// The amount of green in the color in the linear sRGB color space.
        public var linearGreen: Float
        /// The amount of blue in the color in the linear sRGB color space.
        public var linearBlue: Float
        /// The degree of opacity in the color, from `0` (transparent) to `1` (opaque).
        public var opacity: Float

        /// Creates a resolved color from red, green and blue components and an opacity.
        ///
        /// - Parameters:
        ///   - colorSpace: The profile that specifies how to interpret the components.
        ///   - red: The amount of red, gamma-encoded as the color space gives it.
        ///   - green: The amount of green, gamma-encoded as the color space gives it.
        ///   - blue: The amount of blue, gamma-encoded as the color space gives it.
        ///   - opacity: The degree of opacity, from `0` to `1`.
        public init(
            colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1
        ) {
            let isLinear = colorSpace == .sRGBLinear
            linearRed = isLinear ? red : Self.linear(red)
            linearGreen = isLinear ? green : Self.linear(green)
            linearBlue = isLinear ? blue : Self.linear(blue)
            self.opacity = opacity
        }

        /// The amount of red in the color in the sRGB color space.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// The amount of green in the color in the sRGB color space.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// The amount of blue in the color in the sRGB color space.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// The sRGB transfer function's inverse: a gamma-encoded component to linear light.
        static func linear(_ encoded: Float) -> Float {
            let magnitude = Double(abs(encoded))
            let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return Float(encoded < 0 ? -value : value)
        }

        /// The sRGB transfer function: a linear-light component to gamma-encoded.
        static func encoded(_ linear: Float) -> Float {
            let magnitude = Double(abs(linear))
            let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return Float(linear < 0 ? -value : value)
        }
    }

    /// Creates a color from a resolved color value.
    ///
    /// - Parameter resolved: The resolved color.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ resolved: Resolved) {
        self.init(
            .sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
            opacity: Double(resolved.opacity))
    }

    /// Evaluates this color to a resolved color given the current context.
    ///
    /// Headlessly the light appearance's components are used whatever the environment says;
    /// a color whose components are unknown (an asset catalog color) resolves to black.
    ///
    /// - Parameter environment: The environment the color would be drawn in.
    /// - Returns: The color's components.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = headlessComponents
        return Resolved(red: Float(rgba.0), green: Float(rgba.1), blue: Float(rgba.2), opacity: Float(rgba.3))
    }
}

// In this file because `ShapeStyle` refines `Sendable`, which a struct adopts where it is declared.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved: ShapeStyle {}
