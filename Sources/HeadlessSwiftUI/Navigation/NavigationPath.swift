// ViewLifecycle · HeadlessSwiftUI

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath {
    var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// - Parameter elements: A sequence used to create the navigation path.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Appends a new value to the end of this path.
    ///
    /// - Parameter value: The value to append.
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    ///
    /// - Parameter k: The number of values to remove. The default value is `1`.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

extension NavigationPath: Equatable {
    /// Whether two paths hold equal elements in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: `true` if the paths are equal.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
