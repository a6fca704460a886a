// ViewLifecycle · HeadlessSwiftUI

extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors hold the same value (in the hosting view's coordinate space).
    ///
    /// - Parameters:
    ///   - lhs: An anchor.
    ///   - rhs: Another anchor.
    /// - Returns: Whether their values are equal.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool {
        lhs.value == rhs.value
    }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's value.
    ///
    /// - Parameter hasher: The hasher to use.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
