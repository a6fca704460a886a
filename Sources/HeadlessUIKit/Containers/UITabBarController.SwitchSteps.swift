// ViewLifecycle · HeadlessUIKit

extension UITabBarController {
    /// What each hierarchy step of a tab switch does; `Transition.Order` says when.
    final class SwitchSteps: Transition.Hierarchy {
        private let tabBarController: UITabBarController
        private let index: Int
        private let incoming: UIViewController
        private let whenDone: (() -> Void)?

        /// The steps of switching `tabBarController` to the tab at `index`, `incoming`.
        init(
            _ tabBarController: UITabBarController, to index: Int, showing incoming: UIViewController,
            whenDone: (() -> Void)?
        ) {
            self.tabBarController = tabBarController
            self.index = index
            self.incoming = incoming
            self.whenDone = whenDone
        }

        func updateList() {
            tabBarController.storedSelectedIndex = index
            tabBarController.tabBar.selectedItem = incoming.tabBarItem
        }
        func completion(finished: Bool) { whenDone?() }
    }
}
