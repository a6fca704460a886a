// ViewLifecycle · HeadlessSwiftUI

/// An enumeration to indicate one edge of a rectangle.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The set's element type: a set of edges.
        public typealias Element = Edge.Set
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set holding the one given edge.
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
