// ViewLifecycle · LifecycleCore

extension UpToThree: Equatable where Element: Equatable {
    /// Two collections are equal when they hold the same elements in the same order.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension UpToThree: Hashable where Element: Hashable {
    /// Hashes the elements in order.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedCount)
        for element in self { hasher.combine(element) }
    }
}
