// ViewLifecycle · HeadlessSwiftUI

/// An edge on the horizontal axis.
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    @frozen public struct Set: OptionSet, Sendable {
        /// The set's element type: a set of edges.
        public typealias Element = HorizontalEdge.Set
        /// The bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// A set holding the one given edge.
        public init(_ edge: HorizontalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
