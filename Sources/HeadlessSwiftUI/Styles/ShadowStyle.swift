// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The style of a shadow, drop or inner: its color, radius and offset, stored and compared
/// (nothing is drawn headlessly).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle: Equatable, Sendable {
    /// Whether the shadow is drawn inside the shape.
    let isInner: Bool
    /// The shadow's color.
    let color: Color
    /// The blur radius.
    let radius: CGFloat
    /// The horizontal offset.
    let x: CGFloat
    /// The vertical offset.
    let y: CGFloat

    /// A shadow drawn behind a shape.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The blur radius.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The shadow.
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow drawn inside a shape.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The blur radius.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The shadow.
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }

    /// Whether two shadows have the same kind, color, radius and offset.
    ///
    /// - Parameters:
    ///   - a: A shadow.
    ///   - b: Another shadow.
    /// - Returns: Whether they are equal.
    public static func == (a: ShadowStyle, b: ShadowStyle) -> Bool {
        a.isInner == b.isInner && a.color == b.color && a.radius == b.radius && a.x == b.x && a.y == b.y
    }

    /// The shadow as text, such as `drop(radius: 4.0, x: 0.0, y: 2.0)`.
    var description: String { "\(isInner ? "inner" : "drop")(radius: \(radius), x: \(x), y: \(y))" }
}
