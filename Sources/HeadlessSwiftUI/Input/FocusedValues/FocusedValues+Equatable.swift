// ViewLifecycle · HeadlessSwiftUI

@available(iOS 15.0, macOS 12.0, *)
extension FocusedValues: Equatable {
    /// Whether both hold the same keys with the same values: equatable values by `==`, objects by
    /// identity, bindings by location, as the graph compares a view's inputs.
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        guard lhs.storage.count == rhs.storage.count else { return false }
        return lhs.storage.allSatisfy { key, value in
            guard let other = rhs.storage[key] else { return false }
            return InputComparison.same(value, other)
        }
    }
}
