// ViewLifecycle · HeadlessSwiftUI

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Int8, CaseIterable, Sendable, CustomStringConvertible {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes.
    @frozen public struct Set: OptionSet, Sendable {
        /// The set's element type: a set of axes.
        public typealias Element = Axis.Set
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }

    /// The axis's name, as SwiftUI prints it.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}
