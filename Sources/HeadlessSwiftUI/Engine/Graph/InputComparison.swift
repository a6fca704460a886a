// ViewLifecycle · HeadlessSwiftUI

/// Decides whether a view value from the parent is the same input as the node's current one,
/// so the graph can skip its `body`.
///
/// `Equatable` views compare with `==` (which is what `.equatable()` asks for); other values are
/// compared field by field, as SwiftUI compares plain data: equatable fields with `==`, objects by
/// identity, state and environment properties as always equal (their values live in the graph),
/// bindings by location and value. Closures and anything else are taken to differ.
enum InputComparison {
    /// How deep nested structs are compared before giving up (and calling them different).
    private static let maximumDepth = 4

    static func same(_ old: Any, _ new: Any) -> Bool {
        same(old, new, depth: 0)
    }

    private static func same(_ old: Any, _ new: Any, depth: Int) -> Bool {
        if let comparable = old as? any GraphInputComparable { return comparable.isSameGraphInput(as: new) }
        if let equatable = old as? any Equatable { return equatable.isEqual(to: new) }
        let oldMirror = Mirror(reflecting: old)
        switch oldMirror.displayStyle {
        case .class:
            return (old as AnyObject) === (new as AnyObject)
        case .struct, .tuple, .optional, .enum:
            guard depth < maximumDepth, type(of: old) == type(of: new) else { return false }
            let newMirror = Mirror(reflecting: new)
            guard oldMirror.children.count == newMirror.children.count else { return false }
            for (a, b) in zip(oldMirror.children, newMirror.children) {
                guard a.label == b.label, same(a.value, b.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }
}

/// A property wrapper that tells the graph how to compare it as a view input.
protocol GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool
}

extension Equatable {
    /// `==` against a value of unknown type.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Whether two values of unknown type are equal, or `nil` if they are not `Equatable`.
func valuesEqual(_ a: Any, _ b: Any) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(to: b)
}
