// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Resizes the screen and its visible windows, as a rotation or an iPad multitasking resize
    /// does.
    ///
    /// The order, for each visible window's root controller (each forwarding to its children):
    /// `willTransition(to:with:)` when the traits change, `viewWillTransition(to:with:)` (traces 05
    /// and 07: it comes first and the layout passes follow), then the new size is in place, the
    /// coordinator's alongside animations run, and when the traits changed every controller and
    /// view of the window hears `traitCollectionDidChange(_:)` and its registered handlers, window
    /// first, a controller before its root view (a guess, `TraitChangeDelivery`), split views collapsing or expanding as they are reached; a layout
    /// pass follows on the next turn, and the coordinator's completions run when the resize's
    /// animation ends (0.4 s of virtual time, a guess).
    ///
    /// - Parameter newSize: The new screen size.
    func resizeScreen(to newSize: Headless.ScreenSize) {
        let state = screen
        guard state.size != newSize else { return }
        let oldTraits = state.traits
        let newTraits = UITraitCollection(screen: newSize)
        let traitsChange = newTraits.sizeClassesDiffer(from: oldTraits)
        let shown = windows.filter { $0.isVisible }
        guard !shown.isEmpty else {
            state.setSize(newSize)
            for window in windows { window.frame = CGRect(origin: .zero, size: newSize.size) }
            return
        }
        let coordinator = SizeTransitionCoordinator(window: shown.first)
        if traitsChange {
            for window in shown {
                for controller in window.resizedControllers {
                    controller.deliverTraitTransition(to: newTraits, with: coordinator)
                }
            }
        }
        for window in shown {
            for controller in window.resizedControllers {
                controller.deliverSizeTransition(to: newSize.size, with: coordinator)
            }
        }
        let delivery =
            traitsChange
            ? TraitChangeDelivery(roots: shown.flatMap(\.traitChangeRoots), fallback: oldTraits) : nil
        state.setSize(newSize)
        let bounds = CGRect(origin: .zero, size: newSize.size)
        for window in windows {
            window.frame = bounds
            for controller in window.resizedControllers { controller.viewIfLoaded?.frame = bounds }
        }
        coordinator.beginAnimating()
        delivery?.deliver()
        for window in shown {
            window.setNeedsLayout()
            for controller in window.resizedControllers { controller.viewIfLoaded?.setNeedsLayout() }
        }
        schedule(after: SizeTransitionCoordinator.duration) { coordinator.end() }
    }
}
