// ViewLifecycle · HeadlessSwiftUI

import Foundation
import HeadlessUIKit

extension Color {
    /// A context-dependent mint color.
    public static let mint = Color(named: "mint")
    /// A context-dependent teal color.
    public static let teal = Color(named: "teal")
    /// A context-dependent cyan color.
    public static let cyan = Color(named: "cyan")
    /// A context-dependent indigo color.
    public static let indigo = Color(named: "indigo")
    /// A context-dependent brown color.
    public static let brown = Color(named: "brown")

    /// A color that reflects the accent color of the system or app.
    public static var accentColor: Color { Color(named: "accentColor") }

    /// Creates a color from a color set that you indicate by name.
    ///
    /// - Parameters:
    ///   - name: The name of the color resource to look up.
    ///   - bundle: The bundle in which to search for the color resource.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(named: name)
    }

    /// Creates a color from a UIKit color, keeping its red, green, blue and alpha components.
    ///
    /// - Parameter color: A `UIColor` instance.
    public init(uiColor color: UIColor) {
        self.init(cgColor: color.cgColor)
    }

    /// Creates a color from a UIKit color.
    ///
    /// - Parameter color: A `UIColor` instance.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// Creates a color from hue, saturation, and brightness values.
    ///
    /// - Parameters:
    ///   - hue: A value in the range `0` to `1`.
    ///   - saturation: A value in the range `0` to `1`.
    ///   - brightness: A value in the range `0` to `1`.
    ///   - opacity: An optional degree of opacity.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(named: "hsb(\(hue), \(saturation), \(brightness), \(opacity))")
    }

    /// Multiplies the opacity of the color by the given amount.
    ///
    /// - Parameter opacity: The amount by which to multiply the opacity of the color.
    /// - Returns: A view with modified opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(named: "\(name).opacity(\(opacity))")
    }

    /// A standard gradient for the color.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [self]))
    }
}
