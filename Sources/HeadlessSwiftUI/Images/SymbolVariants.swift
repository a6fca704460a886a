// ViewLifecycle · HeadlessSwiftUI

/// A variant of a symbol (drawn only: a symbol's name is shown as given).
public struct SymbolVariants: Hashable, Sendable {
    /// The variants in effect, as the suffixes they add to a symbol's name, in order.
    let parts: [String]

    /// No variant for a symbol.
    public static let none = SymbolVariants(parts: [])
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(parts: ["circle"])
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(parts: ["square"])
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(parts: ["fill"])
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(parts: ["slash"])

    /// A version of the variant that's encapsulated in a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// A version of the variant that's encapsulated in a square.
    public var square: SymbolVariants { adding("square") }
    /// A version of the variant that's encapsulated in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// A filled version of the variant.
    public var fill: SymbolVariants { adding("fill") }
    /// A slashed version of the variant.
    public var slash: SymbolVariants { adding("slash") }

    /// Returns a Boolean value that indicates whether the current variant contains the specified
    /// variant.
    ///
    /// - Parameter other: A variant to look for in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.parts.allSatisfy(parts.contains)
    }

    private func adding(_ part: String) -> SymbolVariants {
        parts.contains(part) ? self : SymbolVariants(parts: parts + [part])
    }
}
