// ViewLifecycle · HeadlessSwiftUI

/// A radial gradient that draws an ellipse; as a view it fills its frame (nothing is drawn
/// headlessly).
@frozen public struct EllipticalGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts, as a fraction of the shape's size.
    ///   - endRadiusFraction: Where it ends, as a fraction of the shape's size.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: Its center.
    ///   - startRadiusFraction: Where it starts.
    ///   - endRadiusFraction: Where it ends.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}
