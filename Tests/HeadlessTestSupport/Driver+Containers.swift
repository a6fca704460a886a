// ViewLifecycle · HeadlessTestSupport

// The driver calls the container tests make beyond Driver.swift's: scrolling a list or a scroll
// view, swiping a page-style TabView, and resizing the screen. Headless they drive the runtime;
// on Apple platforms a unit test cannot, so they do nothing and say so.
#if canImport(UIKit)
    extension Driver {
        /// Does nothing: a unit test cannot drag a scroll view.
        ///
        /// - Parameter distance: Points to drag (unused).
        /// - Returns: `false`.
        @discardableResult public static func scrollContent(by distance: CGFloat) -> Bool { false }
        /// Does nothing: a unit test cannot scroll.
        ///
        /// - Returns: `false`.
        @discardableResult public static func scrollContentToTop() -> Bool { false }
        /// Does nothing: a unit test cannot swipe a page.
        ///
        /// - Parameter forward: The direction (unused).
        /// - Returns: `false`.
        @discardableResult public static func swipePage(forward: Bool) -> Bool { false }
        /// Does nothing: a unit test cannot resize the device's screen.
        ///
        /// - Parameter regular: The width wanted (unused).
        public static func setRegularWidth(_ regular: Bool) {}
    }
#else
    import HeadlessTesting

    extension Driver {
        /// Drags the first scroll view or list on screen by `distance` points (positive: toward
        /// the end), running until idle.
        ///
        /// - Parameter distance: Points to drag.
        /// - Returns: Whether a scrollable was on screen.
        @discardableResult public static func scrollContent(by distance: CGFloat) -> Bool {
            (try? Headless.scroll(by: distance)) != nil
        }
        /// Scrolls the first scroll view or list on screen to its top, running until idle.
        ///
        /// - Returns: Whether a scrollable was on screen.
        @discardableResult public static func scrollContentToTop() -> Bool {
            (try? Headless.scroll(to: .top)) != nil
        }
        /// Swipes the one page-style `TabView` on screen to its next or previous page.
        ///
        /// - Parameter forward: `true` for the next page, `false` for the previous one.
        /// - Returns: Whether one paged tab view was on screen.
        @discardableResult public static func swipePage(forward: Bool) -> Bool {
            (try? Headless.swipePage(forward ? .forward : .reverse)) != nil
        }
        /// Resizes the screen to an iPad in landscape (regular width) or an iPhone (compact).
        ///
        /// - Parameter regular: Whether the width is regular.
        public static func setRegularWidth(_ regular: Bool) {
            Headless.setScreenSize(regular ? .iPadLandscape : .iPhone)
        }
    }
#endif
