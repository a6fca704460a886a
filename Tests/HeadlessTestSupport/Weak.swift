// ViewLifecycle · HeadlessTestSupport

import Testing

/// A weak reference to an object a test lets go of, to check later that nothing else holds it.
///
/// Make it where the test's own strong reference ends (a `do` block), so that only the runtime
/// can keep the object alive.
public struct Weak<Object: AnyObject> {
    /// The object, while anything still holds it.
    public weak var value: Object?
    /// How the object printed when the reference was made, to name it once it is gone.
    public let label: String

    /// Creates a weak reference to `object`.
    ///
    /// - Parameter object: The object to watch.
    public init(_ object: Object) {
        value = object
        label = String(describing: object)
    }
}

/// Requires that nothing holds the objects any more: the leak check a test ends its teardown with.
///
/// - Parameters:
///   - references: Weak references to the objects that should be gone.
///   - sourceLocation: Where the check is, for the failure.
/// - Throws: When an object is still alive, naming it, so the test stops there.
public func expectReleased<Object>(
    _ references: Weak<Object>..., sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for reference in references {
        try #require(
            reference.value == nil, "\(reference.label) is still alive", sourceLocation: sourceLocation)
    }
}
