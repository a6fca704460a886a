// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// Taps the tab of a `TabView` whose `tabItem` shows `label`, as the user's finger does.
    ///
    /// Tab views are looked for in the hosting controllers that are on screen (appearing or
    /// visible, in a window); the first with a tab item titled exactly `label` gets the tap,
    /// through `tapTab(at:of:)`: UIKit switches tabs, then the selection binding follows.
    ///
    /// - Parameter label: The text of the tab item's label.
    /// - Returns: Whether a tab was found and tapped.
    @discardableResult
    public static func tapTab(_ label: String) -> Bool {
        for graph in SwiftUIRuntime.current.liveGraphs {
            guard let host = graph.host, host.viewIfLoaded?.window != nil, host.appearanceState != .hidden
            else { continue }
            for case let tabBarController as UITabBarController in host.children {
                guard let tabView = tabBarController.delegate as? TabViewContext,
                    let index = tabView.index(ofTitle: label)
                else { continue }
                tapTab(at: index, of: tabBarController)
                return true
            }
        }
        return false
    }
}
