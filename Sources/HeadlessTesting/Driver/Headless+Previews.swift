// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Shows a preview provider's `previews` in a key, visible, device-sized window, as the canvas
    /// shows them, with a real lifecycle, and returns the window once the run loop is idle.
    ///
    /// - Parameter provider: The preview provider's type.
    /// - Returns: The window showing the previews.
    @discardableResult
    public static func showPreviews<P: PreviewProvider>(of provider: P.Type) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: P.previews)
        window.makeKeyAndVisible()
        runUntilIdle()
        return window
    }
}
