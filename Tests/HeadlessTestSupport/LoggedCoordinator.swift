// ViewLifecycle · HeadlessTestSupport

/// The coordinator of the logged representables; tests watch it with weak references.
public final class LoggedCoordinator {
    /// The name of the representable that made it.
    public let name: String

    /// Creates the coordinator of the representable named `name`.
    ///
    /// - Parameter name: The representable's name.
    public init(name: String) { self.name = name }
}
