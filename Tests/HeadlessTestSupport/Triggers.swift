// ViewLifecycle · HeadlessTestSupport

/// Stand-ins for taps: each view registers what its button would do, and a test performs it.
@MainActor public final class Triggers {
    /// The one registry every view and test shares.
    public static let shared = Triggers()
    private var actions: [String: () -> Void] = [:]

    /// Registers what the view named `name` does when tapped, replacing what it registered before.
    ///
    /// - Parameters:
    ///   - name: The name a test taps.
    ///   - action: What a tap does.
    public func register(_ name: String, _ action: @escaping () -> Void) { actions[name] = action }

    /// Performs what the named view registered, as a tap on its button would.
    ///
    /// - Parameter name: The name the view registered.
    public func tap(_ name: String) { actions[name]?() }
}
