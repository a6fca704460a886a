// ViewLifecycle · HeadlessTestSupport

/// Weak references to the objects representables made, by name, for leak checks.
@MainActor public final class Objects {
    /// The one record every representable and test shares.
    public static let shared = Objects()
    /// Each representable's coordinator, by the representable's name.
    public var coordinators: [String: Weak<LoggedCoordinator>] = [:]
    /// Each representable's controller, by the representable's name.
    public var controllers: [String: Weak<LoggedController>] = [:]
    /// Each represented view, by the representable's name.
    public var views: [String: Weak<UILabel>] = [:]
}
