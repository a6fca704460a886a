// ViewLifecycle · ViewLifecycle
// UIKit's side of the bridge (iOS, tvOS, visionOS, Mac Catalyst, and HeadlessUIKit elsewhere);
// the macOS side is LifecycleBridgeController+AppKit.swift.

#if Headless || !os(macOS)
    /// The one hidden controller behind a tracked view: it receives UIKit's appearance callbacks as
    /// a child of the view's hosting controller and hands them to its relay.
    ///
    /// Every override calls `super` first, as UIKit requires, then reports the callback with what
    /// UIKit says about the transition at that moment.
    final class LifecycleBridgeController: RelayController {
        override func loadView() {
            // Zero-size and empty: the bridge is in the hierarchy only to be told about appearance.
            view = UIView(frame: .zero)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            report(.viewDidLoad)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            report(.viewWillAppear(animated: animated))
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            report(.viewIsAppearing(animated: animated))
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            report(.viewDidAppear(animated: animated))
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            report(.viewWillDisappear(animated: animated))
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            report(.viewDidDisappear(animated: animated))
        }

        private func report(_ raw: RawCallback) {
            // Only a disappearance carries a reason; the walk up the parents is skipped for the rest.
            let isDisappearance: Bool
            switch raw {
            case .viewWillDisappear, .viewDidDisappear: isDisappearance = true
            default: isDisappearance = false
            }
            relay.receive(
                raw, isInteractive: transitionCoordinator?.initiallyInteractive ?? false,
                reason: isDisappearance ? disappearanceReason : .covered)
        }

        /// `.removed` while this controller or a container above it is being popped, removed from its
        /// parent, dropped from its tab bar controller's tabs or dismissed; `.covered` otherwise
        /// (a screen was pushed over it, a full-screen presentation covered it, or another tab was
        /// selected).
        private var disappearanceReason: LifecycleContext.DisappearanceReason {
            var current: UIViewController? = self
            while let controller = current {
                if controller.isMovingFromParent || controller.isBeingDismissed || controller.isLeavingTabs {
                    return .removed
                }
                current = controller.parent
            }
            return .covered
        }
    }

    extension UIViewController {
        /// Whether this is a tab its tab bar controller no longer lists: a selected tab that is
        /// removed disappears while it is still the controller's child, not moving from it.
        fileprivate var isLeavingTabs: Bool {
            guard let tabs = parent as? UITabBarController,
                !(tabs.viewControllers ?? []).contains(where: { $0 === self })
            else { return false }
            // Asked last: UIKit makes the More controller the first time it is read.
            return self !== tabs.moreNavigationController
        }
    }
#endif
