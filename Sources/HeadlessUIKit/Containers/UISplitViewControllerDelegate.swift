// ViewLifecycle · HeadlessUIKit

/// An object told about a split view controller's columns, collapsing and expanding.
///
/// UIKit's members are `optional` Objective-C requirements; here each is a requirement with
/// UIKit's default in the extension (the proposed value, or nothing), as the other delegates of
/// the runtime do (Docs/HeadlessUIKit.md, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Called before the display mode changes.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - displayMode: The new display mode.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Asks which column to show on top when the split view collapses.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedTopColumn: The column UIKit proposes, `.secondary`.
    /// - Returns: The column to show on top.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Asks which display mode to use when the split view expands.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedDisplayMode: The mode UIKit proposes.
    /// - Returns: The mode to use.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Called once the split view has collapsed.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called once the split view has expanded.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Called before a column is shown.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column about to show.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before a column is hidden.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column about to hide.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - displayMode: The new display mode.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    /// Keeps UIKit's proposal; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedTopColumn: The proposed column.
    /// - Returns: `proposedTopColumn`.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Keeps UIKit's proposal; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedDisplayMode: The proposed mode.
    /// - Returns: `proposedDisplayMode`.
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter svc: The split view controller.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter svc: The split view controller.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column about to show.
    public func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {}
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column about to hide.
    public func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {}
}
