// ViewLifecycle · HeadlessSwiftUI

/// A linear gradient; as a view it fills its frame (nothing is drawn headlessly).
@frozen public struct LinearGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    )
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient.
    public static func linearGradient(
        colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
    )
        -> LinearGradient
    {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - startPoint: Where it starts.
    ///   - endPoint: Where it ends.
    /// - Returns: The gradient.
    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    )
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
