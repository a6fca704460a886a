// ViewLifecycle · HeadlessUIKit

extension InterfaceFiles {
    /// What a compiled storyboard tells UIKit: the controller class of each storyboard
    /// identifier, and which one is the initial controller.
    struct Storyboard {
        /// The identifier of the initial controller, if the storyboard has one.
        var initialViewController: String?
        /// The controller classes, by storyboard identifier.
        var viewControllers: [String: UIViewController.Type]
    }
}
