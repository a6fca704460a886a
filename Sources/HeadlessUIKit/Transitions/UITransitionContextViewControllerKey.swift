// ViewLifecycle · HeadlessUIKit

/// A key naming one side of a transition: the controller leaving or the one arriving.
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller visible when the transition starts.
    public static let from = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextFromViewController")
    /// The controller visible when the transition ends.
    public static let to = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextToViewController")
}
