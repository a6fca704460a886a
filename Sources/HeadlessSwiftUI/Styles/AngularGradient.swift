// ViewLifecycle · HeadlessSwiftUI

/// An angular gradient; as a view it fills its frame (nothing is drawn headlessly).
@frozen public struct AngularGradient: ShapeStyle, View, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = Angle(), endAngle: Angle = Angle()
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    ///
    /// - Parameters:
    ///   - stops: The stops.
    ///   - center: Its center.
    ///   - startAngle: Where it starts.
    ///   - endAngle: Where it ends.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn.
    ///
    /// - Parameters:
    ///   - gradient: The gradient.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = Angle()) {
        self.init(
            gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi)
        )
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    ///
    /// - Parameters:
    ///   - colors: The colors.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = Angle()) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from color stops that completes a full turn.
    ///
    /// - Parameters:
    ///   - stops: The color stops.
    ///   - center: Its center.
    ///   - angle: Where it starts.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = Angle()) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}
