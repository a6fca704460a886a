// ViewLifecycle · HeadlessUIKit

/// One change of what is on screen, described as a value and performed by `TransitionRunner`.
///
/// Containers describe the change and supply the structural steps; the runner owns the order of
/// the appearance callbacks, so every ordering rule lives in one place.
struct Transition {
    /// What kind of change this is; it decides which side's `did` callback comes first.
    enum Kind {
        case push, pop, present, dismiss, tabSwitch, windowRoot, childTransition, pageTurn, sizeChange
    }

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
    /// Whether `viewIsAppearing` waits for the `did` half: a push into a window that has not
    /// displayed yet runs unanimated and sends it after the outgoing `viewDidDisappear` (trace 11,
    /// iOS 17.4).
    var defersIsAppearing = false
    /// Controllers that leave the screen with `from` but do not animate: the presented
    /// controllers under the top one when a dismissal takes a stack of them away. Their
    /// `viewWillDisappear` comes before `from`'s, their `viewDidDisappear` once the views are out.
    var covered: [UIViewController] = []
    /// Whether the `did` half comes at the call rather than on a later turn: a window's replaced
    /// root and a selected tab that `setViewControllers` drops leave inside the setter, as in
    /// UIKit, interrupting whatever was still moving them rather than overlapping it.
    var endsAtOnce = false
    /// Overrides which side's `did` callback comes first (a scroll page turn finishes like a modal).
    var appearingFinishesFirstOverride: Bool?
    /// How the transition reverses if cancelled.
    var reversal = Reversal.incomingLeavesFirst
    /// Runs before the `will` callbacks (containment calls, delegate `willShow`).
    var prepare: () -> Void = {}
    /// Puts the incoming view in the hierarchy (between `viewWillAppear` and `viewIsAppearing`).
    var install: () -> Void = {}
    /// Takes the outgoing view out of the hierarchy once the transition has finished.
    var teardown: () -> Void = {}
    /// Structural completion: `true` when finished, `false` when cancelled.
    var complete: (Bool) -> Void = { _ in }

    /// A controller leaving the screen at once with nothing taking its place (a window's replaced
    /// root, a dropped selected tab): unanimated, its view taken out between its two callbacks.
    ///
    /// - Parameters:
    ///   - controller: The controller that leaves.
    ///   - kind: The change that takes it away.
    /// - Returns: The transition, ready to run.
    @MainActor static func removal(of controller: UIViewController, kind: Kind) -> Transition {
        var transition = Transition(
            kind: kind, from: controller, to: nil, animated: false, duration: 0, interactive: false)
        transition.endsAtOnce = true
        transition.teardown = { controller.storedView?.removeFromSuperview() }
        return transition
    }

    /// Whether the appearing side's `viewDidAppear` precedes the disappearing side's
    /// `viewDidDisappear`: true for modal presentation (traces 02, 05, 06); navigation and tabs
    /// finish the outgoing side first (trace 03).
    var appearingSideFinishesFirst: Bool {
        appearingFinishesFirstOverride ?? (kind == .present || kind == .dismiss)
    }

    /// How a cancelled transition reverses; the default is navigation's (traces 18, 19).
    enum Reversal {
        /// The incoming side disappears, then the outgoing side reappears (navigation, sheets).
        case incomingLeavesFirst
        /// The outgoing side reappears, then the incoming side disappears (a scroll page turn).
        case outgoingReturnsFirst
        /// Will-calls of both, then did-calls of both (a page curl).
        case interleaved
    }

    /// Whether an unanimated change finishes before the incoming view's first layout pass: an
    /// unanimated push's `viewDidAppear` precedes its `viewWillLayoutSubviews` on devices
    /// (research notes C, https://wsa.jianshu.io/p/ff7ded05242d; trace 16 B shows the same for
    /// a page controller). The same for an unanimated pop is a guess by analogy.
    var endsBeforeLayout: Bool {
        !animated && !interactive && !endsAtOnce && (kind == .push || kind == .pop || kind == .pageTurn)
    }

    /// Whether the incoming side's `viewWillAppear` precedes the outgoing side's
    /// `viewWillDisappear`: true for a tab switch, as three printed device logs show
    /// (research notes A1: pgzxc.github.io/posts/efa3afd7.html, ticklecode.com/uitabbarcontrollerlifecycle/,
    /// lxweimin.com/p/ad61bbba5ac8); navigation and presentation start with the outgoing side (03).
    /// `transition(from:to:…)` is how UIKit switches tabs, so it shares the order (notes G).
    var incomingWillComesFirst: Bool {
        kind == .tabSwitch || kind == .childTransition || kind == .pageTurn
    }
}
