// ViewLifecycle · HeadlessSwiftUI

/// A radial gradient; as a view it fills its frame (nothing is drawn headlessly).
@frozen public struct RadialGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius
        )
    }

    /// Creates a radial gradient from a collection of color stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: Its center.
    ///   - startRadius: Where it starts.
    ///   - endRadius: Where it ends.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}
