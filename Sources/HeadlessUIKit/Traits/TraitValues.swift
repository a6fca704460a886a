// ViewLifecycle · HeadlessUIKit

/// Compares two trait values of unknown type: by `==` when the values are `Equatable`, by
/// identity when they are objects, two `nil`s as equal, and as different otherwise (a change is
/// then reported, which errs towards telling a handler too often rather than never).
///
/// - Parameters:
///   - lhs: One value.
///   - rhs: The other value.
/// - Returns: Whether the values are the same.
func traitValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let lhsIsNil = isNilOptional(lhs)
    let rhsIsNil = isNilOptional(rhs)
    if lhsIsNil || rhsIsNil { return lhsIsNil && rhsIsNil }
    if let equatable = lhs as? any Equatable { return equatable.isEqual(toAny: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return false
}

private func isNilOptional(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
