// ViewLifecycle · HeadlessUIKitTests

// The few driver calls the snippets make. Headlessly they drive the virtual run loop; on Apple
// platforms they map to the real run loop and to what UIKit does for a tap.
#if canImport(UIKit)
    @MainActor enum SnippetDriver {
        static func reset() { SnippetLog.lines.removeAll() }
        static func runUntilIdle() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
        static func tapTab(at index: Int, of tabs: UITabBarController) {
            guard let item = tabs.tabBar.items?[index] else { return }
            (tabs as UITabBarDelegate).tabBar?(tabs.tabBar, didSelect: item)
        }
    }
#else
    @MainActor enum SnippetDriver {
        static func reset() {
            Headless.reset()
            SnippetLog.lines.removeAll()
        }
        static func runUntilIdle() { Headless.runUntilIdle() }
        static func tapTab(at index: Int, of tabs: UITabBarController) {
            Headless.tapTab(at: index, of: tabs)
        }
    }
#endif
