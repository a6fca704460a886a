// ViewLifecycle · HeadlessUIKit

/// A key naming one side's view in a transition: the view leaving or the one arriving.
public struct UITransitionContextViewKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view of the controller visible when the transition starts.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller visible when the transition ends.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
