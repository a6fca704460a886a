// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Provides the storyboard `UIStoryboard(name:bundle:)` finds, as an app's compiled
    /// storyboard would; gone at the next `reset()`.
    ///
    /// Its controllers are made as UIKit makes them, with `init(coder:)` and then
    /// `awakeFromNib()`, and know their `storyboard`; the views, outlets and segues a storyboard
    /// file would also hold are not loaded.
    ///
    /// - Parameters:
    ///   - name: The storyboard's name, as `UIStoryboard(name:bundle:)` gives it.
    ///   - initialViewController: The storyboard identifier of the initial controller, if any;
    ///     one of `viewControllers`' keys.
    ///   - viewControllers: The controller class of each storyboard identifier.
    public static func addStoryboard(
        named name: String, initialViewController: String? = nil,
        viewControllers: [String: UIViewController.Type]
    ) {
        if let initialViewController, viewControllers[initialViewController] == nil {
            preconditionFailure(
                "Headless.addStoryboard(named: \"\(name)\"): the initial view controller "
                    + "'\(initialViewController)' is not one of the storyboard's identifiers "
                    + "(\(viewControllers.keys.sorted().joined(separator: ", "))); add it to viewControllers."
            )
        }
        InterfaceFiles.current.storyboards[name] = .init(
            initialViewController: initialViewController, viewControllers: viewControllers)
    }

    /// Provides the nib `UINib(nibName:bundle:)` and `Bundle.loadNibNamed(_:owner:options:)`
    /// find, as an app's compiled nib would; gone at the next `reset()`.
    ///
    /// Its views are made as UIKit makes them, with `init(coder:)` and then `awakeFromNib()`;
    /// the subviews, outlets and actions a nib file would also hold are not loaded. A table or
    /// collection view that registers the nib makes its cells from it.
    ///
    /// - Parameters:
    ///   - name: The nib's name, as `UINib(nibName:bundle:)` gives it.
    ///   - topLevelViews: The classes of the nib's top-level views, in order.
    public static func addNib(named name: String, topLevelViews: [UIView.Type]) {
        InterfaceFiles.current.nibs[name] = topLevelViews
    }
}
