// ViewLifecycle · HeadlessSwiftUI

/// The platform side of `TabView`: a representable whose controller is a `UITabBarController`
/// with one hosting controller per tab.
///
/// Being a representable, it joins the enclosing hosting controller as a child and gets its
/// appearance forwarded by UIKit; its coordinator is the tab view's ``TabViewContext``.
struct _TabViewHost: UIViewControllerRepresentable, BuiltInContainer {
    let tabs: [ViewList.Element]
    let selection: TabSelectionAccess?
    /// The selection's tag at this update: a change re-renders this node.
    let selected: AnyHashable?

    func makeCoordinator() -> TabViewContext {
        TabViewContext()
    }

    func makeUIViewController(context: Context) -> UITabBarController {
        let tabBarController = TabViewBarController()
        tabBarController.tabView = context.coordinator
        context.coordinator.tabBarController = tabBarController
        tabBarController.delegate = context.coordinator
        return tabBarController
    }

    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {
        let tabView = context.coordinator
        tabView.selection = selection
        tabView.inherit(context.environment.wholeForChildHosts)
        tabView.setTabs(tabs)
        if let selected { tabView.select(tag: selected) }
    }

    static func dismantleUIViewController(_ uiViewController: UITabBarController, coordinator: TabViewContext)
    {
        coordinator.replayAppearanceAtTeardown()
        uiViewController.delegate = nil
        coordinator.tabBarController = nil
    }
}
