// ViewLifecycle · HeadlessUIKit

/// One change of what is on screen, described as a value and performed by `TransitionRunner`.
///
/// A container says what changes: the kind, the two sides, whether it animates or a gesture
/// drives it, and what each structural step does (`install`, `teardown` and the `hierarchy`
/// steps). When each of those runs relative to the appearance callbacks and to each other is read
/// from the kind (`Transition.Order`), so every ordering rule lives in one table.
struct Transition {
    /// UIKit's navigation push/pop animation length. UINavigationController's default slide
    /// takes 0.35 s (the value `UINavigationControllerHideShowBarDuration`-era animations and
    /// measured device transitions use).
    static let navigationDuration: TimeInterval = 0.35
    /// UIKit's modal present/dismiss animation length: the cover-vertical and sheet springs
    /// settle in about 0.5 s on devices.
    static let modalDuration: TimeInterval = 0.5

    var kind: Kind
    /// The controller leaving the screen, or `nil` when nothing disappears (sheets).
    var from: UIViewController?
    /// The controller coming on screen, or `nil` when nothing appears (dismissing a sheet).
    var to: UIViewController?
    var animated: Bool
    var duration: TimeInterval
    var interactive: Bool
    /// Controllers that leave the screen with `from` but do not animate: the presented
    /// controllers under the top one when a dismissal takes a stack of them away.
    var covered: [UIViewController] = []
    /// Puts the incoming view in the hierarchy.
    var install: () -> Void = {}
    /// Takes the outgoing view out of the hierarchy once the transition has finished.
    var teardown: () -> Void = {}
    /// What each containment, list, delegate and completion step does.
    var hierarchy: (any Hierarchy)?

    /// A controller leaving the screen at once with nothing taking its place (a window's replaced
    /// root, a dropped selected tab): unanimated, its view taken out between its two callbacks.
    ///
    /// - Parameters:
    ///   - controller: The controller that leaves.
    ///   - removingView: Whether its view leaves its superview; a hidden window keeps it.
    /// - Returns: The transition, ready to run.
    @MainActor static func removal(of controller: UIViewController, removingView: Bool = true) -> Transition {
        var transition = Transition(
            kind: .removal, from: controller, to: nil, animated: false, duration: 0, interactive: false)
        if removingView { transition.teardown = { controller.storedView?.removeFromSuperview() } }
        return transition
    }
}
