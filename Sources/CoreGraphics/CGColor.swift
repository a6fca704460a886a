// ViewLifecycle · CoreGraphics

import Foundation

/// A colour as Core Graphics holds it (the toolchain's Foundation lacks it): red, green, blue
/// and alpha components in the sRGB space. Layers take their colours in this form
/// (`UIColor.cgColor`).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from sRGB components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a grey.
    ///
    /// - Parameters:
    ///   - gray: The grey level, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The same colour at another opacity.
    ///
    /// - Parameter alpha: The opacity, 0 to 1.
    /// - Returns: The colour, or `nil` as Core Graphics can answer.
    public func copy(alpha: CGFloat) -> CGColor? {
        let parts = components ?? [0, 0, 0, 1]
        return CGColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    }

    /// Whether two colours have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
