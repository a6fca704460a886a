// ViewLifecycle · HeadlessSwiftUI

/// A representation of a color that adapts to a given context.
///
/// Nothing is drawn headlessly; a color is a leaf view identified by its name.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    let name: String

    /// A textual representation of the color.
    public var description: String { name }

    /// Creates a color from red, green and blue components and an opacity.
    ///
    /// - Parameters:
    ///   - colorSpace: The profile that specifies how to interpret the color for display.
    ///   - red: The amount of red in the color.
    ///   - green: The amount of green in the color.
    ///   - blue: The amount of blue in the color.
    ///   - opacity: An optional degree of opacity, given in the range `0` to `1`.
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) {
        name = "#(\(red), \(green), \(blue), \(opacity))"
    }

    /// Creates a grey color.
    ///
    /// - Parameters:
    ///   - colorSpace: The profile that specifies how to interpret the color for display.
    ///   - white: A value from `0` (black) to `1` (white).
    ///   - opacity: An optional degree of opacity, given in the range `0` to `1`.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        name = "white(\(white), \(opacity))"
    }

    init(named name: String) {
        self.name = name
    }

    /// A context-dependent red color.
    public static let red = Color(named: "red")
    /// A context-dependent orange color.
    public static let orange = Color(named: "orange")
    /// A context-dependent yellow color.
    public static let yellow = Color(named: "yellow")
    /// A context-dependent green color.
    public static let green = Color(named: "green")
    /// A context-dependent blue color.
    public static let blue = Color(named: "blue")
    /// A context-dependent purple color.
    public static let purple = Color(named: "purple")
    /// A context-dependent pink color.
    public static let pink = Color(named: "pink")
    /// A context-dependent gray color.
    public static let gray = Color(named: "gray")
    /// A black color.
    public static let black = Color(named: "black")
    /// A white color.
    public static let white = Color(named: "white")
    /// A clear color.
    public static let clear = Color(named: "clear")
    /// The color to use for primary content.
    public static let primary = Color(named: "primary")
    /// The color to use for secondary content.
    public static let secondary = Color(named: "secondary")
}

extension Color: View {
    /// The body of a primitive view.
    public typealias Body = Never
}
