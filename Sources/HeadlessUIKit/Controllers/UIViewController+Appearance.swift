// ViewLifecycle · HeadlessUIKit

import LifecycleCore

extension UIViewController {
    /// The single entry point for appearance callbacks: checks the phase machine, records the
    /// call, updates the state, calls the override and forwards to children.
    ///
    /// - Returns: Whether the callback was delivered (a repeat of the current phase is not).
    @discardableResult
    package func dispatchAppearance(_ callback: AppearanceCallback, animated: Bool) -> Bool {
        guard let next = nextState(after: callback) else { return false }
        let world = HeadlessWorld.shared
        appearanceState = next
        if callback == .willAppear { isAppearingDelivered = false }
        if callback == .isAppearing { isAppearingDelivered = true }
        world.record(self, callback.functionName, animated: animated)
        let key = ObjectIdentifier(self)
        let wasDispatching = world.dispatching.contains(key)
        world.dispatching.insert(key)
        switch callback {
        case .willAppear: viewWillAppear(animated)
        case .isAppearing: viewIsAppearing(animated)
        case .didAppear: viewDidAppear(animated)
        case .willDisappear: viewWillDisappear(animated)
        case .didDisappear: viewDidDisappear(animated)
        }
        if !wasDispatching { world.dispatching.remove(key) }
        if callback == .willAppear { prepareForAppearance() }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        for child in appearanceForwardingTargets() {
            child.dispatchAppearance(callback, animated: animated)
        }
        return true
    }

    /// Delivers `viewDidAppear`, first sending a `viewIsAppearing` the appearance has not had yet.
    package func dispatchDidAppear(animated: Bool) {
        guard appearanceState == .appearing else { return }
        if !isAppearingDelivered { dispatchAppearance(.isAppearing, animated: animated) }
        dispatchAppearance(.didAppear, animated: animated)
    }

    /// The children whose views are in this controller's view and that follow it automatically;
    /// a child that a transition of its own is moving takes its calls from that transition.
    func appearanceForwardingTargets() -> [UIViewController] {
        guard let root = storedView else { return [] }
        return storedChildren.filter { child in
            guard child.manualAppearance == nil, let childView = child.storedView else { return false }
            if let transition = child.activeTransition, transition !== activeTransition { return false }
            return childView.isInside(root)
        }
    }

    /// The phase `callback` moves to, or `nil` when it is not a step of the machine from here.
    /// The cancellation edges (appearing to disappearing and back) are legal, as Apple documents.
    private func nextState(after callback: AppearanceCallback) -> AppearancePhase? {
        switch (callback, appearanceState) {
        case (.willAppear, .hidden), (.willAppear, .disappearing): return .appearing
        case (.isAppearing, .appearing): return isAppearingDelivered ? nil : .appearing
        case (.didAppear, .appearing): return .visible
        case (.willDisappear, .visible), (.willDisappear, .appearing): return .disappearing
        case (.didDisappear, .disappearing): return .hidden
        default: return nil
        }
    }

    func warnIfCalledDirectly(_ callback: AppearanceCallback) {
        guard !HeadlessWorld.shared.dispatching.contains(ObjectIdentifier(self)) else { return }
        HeadlessWorld.shared.console.write(
            "[ViewController] Calling \(callback.selectorName) directly on a view controller is not "
                + "supported, and may result in out-of-order callbacks and other inconsistent behavior. "
                + "Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
                + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
                + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                + "debugger.")
    }
}
