// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// Activates the `NavigationLink` whose label shows `label`, as a tap on it would.
    ///
    /// Links are looked for in the hosting controllers that are on screen (appearing or visible,
    /// in a window); the first whose label contains a `Text` with exactly this string is
    /// activated. The push happens through the stack's path, so it is seen after the next
    /// run-loop turn, as on a device.
    ///
    /// - Parameter label: The text of the link's label.
    /// - Returns: Whether a link was found and activated.
    @discardableResult
    public static func tapNavigationLink(_ label: String) -> Bool {
        for graph in SwiftUIRuntime.current.liveGraphs {
            guard let host = graph.host, host.viewIfLoaded?.window != nil, host.appearanceState != .hidden,
                let root = graph.root, let action = findLink(labelled: label, in: root)
            else { continue }
            HeadlessJobs.followingVirtualTime(action)
            return true
        }
        return false
    }

    /// The first link, parent first, whose label shows `label`.
    private static func findLink(labelled label: String, in root: ViewNode) -> (() -> Void)? {
        for (node, _) in root.subtreeParentFirst {
            if let link = node.behavior as? NavigationLinkBehavior, let action = link.action,
                containsText(label, in: node)
            {
                return action
            }
        }
        return nil
    }

    private static func containsText(_ label: String, in node: ViewNode) -> Bool {
        node.subtreeParentFirst.contains { ($0.node.view as? Text)?.string == label }
    }
}
