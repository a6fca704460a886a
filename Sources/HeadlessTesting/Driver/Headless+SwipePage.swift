// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Swipes a page-style `TabView` (`tabViewStyle(.page)`) on screen to its next (`.forward`)
    /// or previous (`.reverse`) page, as the user's finger does, and runs until idle: the page
    /// coming into view appears (with the one after it unless it is the first), the pages leaving
    /// disappear, and the selection binding follows. At either end the content only bounces.
    ///
    /// - Parameter direction: `.forward` for the next page, `.reverse` for the previous one.
    /// - Throws: `Headless.DriverError` when no paged tab view, or more than one, is on screen.
    public static func swipePage(_ direction: UIPageViewController.NavigationDirection = .forward) throws {
        guard let root = ScreenDriver.window?.rootViewController else {
            throw DriverError("No window on screen.")
        }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        let paged = onScreenPages(in: top)
        guard let pages = paged.first else {
            throw DriverError("No paged TabView on screen.")
        }
        guard paged.count == 1 else {
            throw DriverError("\(paged.count) paged TabViews are on screen; swipePage needs exactly one.")
        }
        ScreenDriver.play { pages.swipe(direction) }
    }

    /// The page-style tab views on screen in `controller`'s tree.
    private static func onScreenPages(in controller: UIViewController) -> [PageTabViewContext] {
        var found: [PageTabViewContext] = []
        var stack = [controller]
        while let next = stack.popLast() {
            if let paged = next as? PageTabViewController, let pages = paged.pages, pages.isShown {
                found.append(pages)
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return found
    }
}
