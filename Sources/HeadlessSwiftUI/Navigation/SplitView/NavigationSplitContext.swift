// ViewLifecycle · HeadlessSwiftUI

/// One navigation split view's state: a hosting controller per column, the selection that
/// showed each column (so going back clears it), and the split view controller's delegate.
@MainActor
final class NavigationSplitContext: NSObject, UISplitViewControllerDelegate, UINavigationControllerDelegate {
    weak var split: UISplitViewController?
    var visibility: Binding<NavigationSplitViewVisibility>?
    var compactColumn: Binding<NavigationSplitViewColumn>?
    private var hosts: [UISplitViewController.Column: UIHostingController<AnyView>] = [:]
    private var columnContexts: [UISplitViewController.Column: NavigationSplitColumnContext] = [:]
    /// Clears the list selection made in a column, which showed the column after it.
    private var selectionClearers: [UISplitViewController.Column: () -> Void] = [:]
    /// The split view's environment, which every column inherits.
    private var environment = EnvironmentValues()

    /// Takes the split view's environment at an update and hands it to every column's graph.
    func inherit(_ environment: EnvironmentValues) {
        self.environment = environment
        // Column order, not the dictionary's, which changes from one process to the next.
        for (_, host) in hosts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            host.graph.inherit(environment)
        }
    }

    /// Shows `view` in `column`, in the column's hosting controller (made on first use).
    func setColumn(_ column: UISplitViewController.Column, to view: AnyView) {
        let wrapped = AnyView(view.environment(\.navigationSplitColumn, columnContext(column)))
        if let host = hosts[column] {
            host.rootView = wrapped
            return
        }
        let host = UIHostingController(rootView: wrapped)
        host.graph.inherit(environment)
        hosts[column] = host
        split?.setViewController(host, for: column)
        if column == .primary { host.navigationController?.delegate = self }
    }

    private func columnContext(_ column: UISplitViewController.Column) -> NavigationSplitColumnContext {
        if let made = columnContexts[column] { return made }
        let made = NavigationSplitColumnContext(split: self, column: column)
        columnContexts[column] = made
        return made
    }

    /// A row selected in `column`'s list: collapsed, the next column is pushed once the selection
    /// has rendered (on the next run-loop turn, after the graph's update).
    func rowSelected(in column: UISplitViewController.Column, clear: @escaping () -> Void) {
        selectionClearers[column] = clear
        guard let split, split.isCollapsed else { return }
        let next: UISplitViewController.Column =
            column == .primary && split.style == .tripleColumn ? .supplementary : .secondary
        HeadlessWorld.shared.enqueue { [weak self] in
            guard let self, let split = self.split, split.isCollapsed else { return }
            split.show(next)
            if self.compactColumn?.wrappedValue != NavigationSplitViewColumn(next) {
                self.compactColumn?.wrappedValue = NavigationSplitViewColumn(next)
            }
        }
    }

    /// Collapsing shows the preferred compact column, the sidebar unless the app says otherwise.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        compactColumn?.wrappedValue.splitColumn ?? .primary
    }

    /// The display mode changed (a column shown or hidden): the visibility binding follows.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        let value = NavigationSplitViewVisibility(displayMode, threeColumns: svc.style == .tripleColumn)
        if let visibility, visibility.wrappedValue != value { visibility.wrappedValue = value }
    }

    /// Collapsed, a column shown again by going back clears the selection that had shown the next
    /// one, as a device does.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        guard let split, split.isCollapsed else { return }
        guard let column = hosts.first(where: { $0.value === viewController })?.key else { return }
        if let clear = selectionClearers.removeValue(forKey: column) { clear() }
        if let binding = compactColumn, binding.wrappedValue != NavigationSplitViewColumn(column) {
            binding.wrappedValue = NavigationSplitViewColumn(column)
        }
    }
}
