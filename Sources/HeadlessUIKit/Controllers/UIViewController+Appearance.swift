// ViewLifecycle · HeadlessUIKit

import LifecycleCore

extension UIViewController {
    /// The single entry point for appearance callbacks: takes the callback's edge in the phase
    /// machine, records the call, calls the override and forwards to children.
    ///
    /// The runtime makes no repairs: a callback that has no edge of its own from the current
    /// phase (a repeat, or a `did` whose `will` never came) is not delivered.
    ///
    /// - Parameter callback: An appearance callback, with its `animated` flag.
    /// - Returns: Whether the callback was delivered.
    @discardableResult
    package func dispatchAppearance(_ callback: RawCallback) -> Bool {
        guard appearance.next(on: callback).isEdge, let animated = callback.animated else { return false }
        let world = HeadlessWorld.shared
        appearance.receive(callback)
        world.record(self, callback.name, animated: animated)
        let wasDispatching = isReceivingDispatchedCallback
        isReceivingDispatchedCallback = true
        switch callback {
        case .viewWillAppear: viewWillAppear(animated)
        case .viewIsAppearing: viewIsAppearing(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        // The machine gives these no edge.
        case .viewDidLoad, .teardown: break
        }
        if !wasDispatching { isReceivingDispatchedCallback = false }
        if case .viewWillAppear = callback { prepareForAppearance() }
        for child in appearanceForwardingTargets() {
            child.dispatchAppearance(callback)
        }
        return true
    }

    /// Delivers `viewDidAppear`, first sending a `viewIsAppearing` the appearance has not had yet.
    package func dispatchDidAppear(animated: Bool) {
        guard appearanceState == .appearing else { return }
        if !appearance.isAppearingDelivered { dispatchAppearance(.viewIsAppearing(animated: animated)) }
        dispatchAppearance(.viewDidAppear(animated: animated))
    }

    /// The children whose views are in this controller's view and that follow it automatically;
    /// a child that a transition of its own is moving takes its calls from that transition.
    func appearanceForwardingTargets() -> [UIViewController] {
        guard let root = storedView, !storedChildren.isEmpty else { return [] }
        return storedChildren.filter { child in
            guard !child.manualAppearance.isOpen, forwardsAppearance(to: child),
                let childView = child.storedView
            else { return false }
            if let transition = child.activeTransition, transition !== activeTransition { return false }
            return childView.isInside(root)
        }
    }

    /// Prints UIKit's warning when an app calls an appearance method itself, outside the
    /// dispatcher; UIKit names the method by its selector, `-viewWillAppear:`.
    func warnIfCalledDirectly(_ callback: RawCallback) {
        guard !isReceivingDispatchedCallback else { return }
        let selectorName = "-" + callback.functionName.prefix { $0 != "(" } + ":"
        HeadlessWorld.shared.console.write(
            "[ViewController] Calling \(selectorName) directly on a view controller is not "
                + "supported, and may result in out-of-order callbacks and other inconsistent behavior. "
                + "Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
                + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
                + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                + "debugger.")
    }
}
