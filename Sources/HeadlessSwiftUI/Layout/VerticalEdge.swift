// ViewLifecycle · HeadlessSwiftUI

/// An edge on the vertical axis.
@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The set's element type: a set of edges.
        public typealias Element = VerticalEdge.Set
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set holding the one given edge.
        public init(_ e: VerticalEdge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
