// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved: CustomStringConvertible {
    /// The color as `#RRGGBBAA` in the sRGB color space.
    public var description: String {
        let bytes = [red, green, blue, opacity].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved: Animatable {
    /// The linear components and the opacity, which an animation interpolates.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved: Codable {
    /// Encodes the linear components and the opacity as an array of four numbers.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(linearRed)
        try container.encode(linearGreen)
        try container.encode(linearBlue)
        try container.encode(opacity)
    }

    /// Decodes a color from an array of its linear components and opacity.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        linearRed = try container.decode(Float.self)
        linearGreen = try container.decode(Float.self)
        linearBlue = try container.decode(Float.self)
        opacity = try container.decode(Float.self)
    }
}
