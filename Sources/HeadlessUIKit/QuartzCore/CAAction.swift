// ViewLifecycle · HeadlessUIKit

/// Something a layer runs when one of its properties changes or an event happens (an animation,
/// usually).
public protocol CAAction {
    /// Runs the action for `event` on `anObject`, with `dict`'s arguments.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
