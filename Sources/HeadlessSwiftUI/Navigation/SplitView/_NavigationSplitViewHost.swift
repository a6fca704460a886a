// ViewLifecycle · HeadlessSwiftUI

/// The platform side of `NavigationSplitView`: a representable whose controller is a
/// `UISplitViewController` with a hosting controller per column.
///
/// Being a representable, it joins the enclosing hosting controller as a child and gets its
/// appearance forwarded by UIKit; its coordinator is the split view's ``NavigationSplitContext``.
struct _NavigationSplitViewHost: UIViewControllerRepresentable, BuiltInContainer {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let visibility: Binding<NavigationSplitViewVisibility>?
    let compactColumn: Binding<NavigationSplitViewColumn>?
    /// The visibility at this update: a change re-renders this node.
    let visibilityValue: NavigationSplitViewVisibility?

    func makeCoordinator() -> NavigationSplitContext {
        NavigationSplitContext()
    }

    func makeUIViewController(context: Context) -> UISplitViewController {
        let split = UISplitViewController(style: content == nil ? .doubleColumn : .tripleColumn)
        context.coordinator.split = split
        split.delegate = context.coordinator
        return split
    }

    func updateUIViewController(_ uiViewController: UISplitViewController, context: Context) {
        let split = context.coordinator
        split.visibility = visibility
        split.compactColumn = compactColumn
        split.inherit(context.environment.wholeForChildHosts)
        split.setColumn(.primary, to: sidebar)
        if let content { split.setColumn(.supplementary, to: content) }
        split.setColumn(.secondary, to: detail)
        uiViewController.preferredSplitBehavior =
            context.environment.navigationSplitViewStyleKind.splitBehavior
        // The binding moves the split view only when it asks for other columns than those shown
        // (a value written back from the split view's own change leaves it as it is).
        if let visibilityValue {
            let threeColumns = content != nil
            let shown = NavigationSplitViewVisibility(
                uiViewController.displayMode, threeColumns: threeColumns)
            let mode = visibilityValue.displayMode(threeColumns: threeColumns)
            if shown != visibilityValue, uiViewController.preferredDisplayMode != mode {
                uiViewController.preferredDisplayMode = mode
            }
        }
    }

    static func dismantleUIViewController(
        _ uiViewController: UISplitViewController, coordinator: NavigationSplitContext
    ) {
        uiViewController.delegate = nil
        coordinator.split = nil
    }
}
