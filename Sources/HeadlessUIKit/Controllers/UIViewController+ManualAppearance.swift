// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Starts a manual appearance change; a second `begin` before its `end` is unbalanced and
    /// UIKit logs a warning.
    func beginManualAppearance(_ isAppearing: Bool, animated: Bool) {
        switch manualAppearance.begin(isAppearing: isAppearing, animated: animated) {
        case .begin: break
        case .warnUnbalancedThenBegin: warnUnbalanced()
        }
        if isAppearing {
            dispatchAppearance(.viewWillAppear(animated: animated))
            if storedView?.window != nil { dispatchAppearance(.viewIsAppearing(animated: animated)) }
        } else {
            dispatchAppearance(.viewWillDisappear(animated: animated))
        }
    }

    /// Ends the manual appearance change with the matching `did` callback.
    func endManualAppearance() {
        switch manualAppearance.end() {
        case .sendDidAppear(let animated): dispatchDidAppear(animated: animated)
        case .sendDidDisappear(let animated): dispatchAppearance(.viewDidDisappear(animated: animated))
        case .warnUnbalanced: warnUnbalanced()
        }
    }

    /// Prints UIKit's console warning for unbalanced manual appearance calls.
    func warnUnbalanced() {
        HeadlessWorld.shared.console.write(
            "Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    /// Prints the unbalanced-calls warning when a transition that has not ended is moving this
    /// controller: UIKit logs it for a push during a push, for example.
    func warnIfAnotherTransitionMovesIt() {
        guard let moving = activeTransition, !moving.ended else { return }
        warnUnbalanced()
    }

    /// Whether adding or removing this controller's view outside a transition should send it
    /// appearance callbacks: yes for a parentless controller or a child whose parent forwards
    /// automatically and is itself on screen; no while the app drives it by hand.
    var followsViewDrivenAppearance: Bool {
        guard !manualAppearance.isOpen else { return false }
        guard let parent = storedParent else { return true }
        return parent.forwardsAppearance(to: self) && parent.appearanceState != .hidden
    }

    /// The view joined a window outside a transition: appear now, as UIKit does from
    /// `didMoveToWindow` (trace 17), finishing once the parent itself has appeared.
    func viewDrivenAppearance() {
        guard followsViewDrivenAppearance else { return }
        guard dispatchAppearance(.viewWillAppear(animated: false)) else { return }
        dispatchAppearance(.viewIsAppearing(animated: false))
        if storedParent.map({ $0.appearanceState == .visible }) ?? true {
            dispatchDidAppear(animated: false)
        }
    }

    /// The view is about to leave its window outside a transition.
    func viewDrivenDisappearanceBegins() {
        guard followsViewDrivenAppearance || storedParent?.appearanceState == .disappearing else { return }
        dispatchAppearance(.viewWillDisappear(animated: false))
    }

    /// The view has left its window outside a transition.
    func viewDrivenDisappearanceEnds() {
        guard !manualAppearance.isOpen else { return }
        dispatchAppearance(.viewDidDisappear(animated: false))
    }
}
