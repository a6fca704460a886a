// ViewLifecycle · HeadlessSwiftUI

/// A color gradient represented as an array of color stops, each having a parametric location.
@frozen public struct Gradient: Equatable, Hashable, Sendable {
    /// One color stop in the gradient.
    @frozen public struct Stop: Equatable, Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, between 0 and 1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        ///
        /// - Parameters:
        ///   - color: The color.
        ///   - location: The location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    ///
    /// - Parameter stops: The stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, evenly spaced.
    ///
    /// - Parameter colors: The colors.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }
}
