// ViewLifecycle · HeadlessUIKit

extension UIScene {
    /// How a URL came to be opened: the app that sent it, and whether to open it in place.
    @MainActor @preconcurrency
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that sent the URL, if any.
        open private(set) var sourceApplication: String?
        /// Whether the file should be opened in place rather than copied.
        open private(set) var openInPlace: Bool

        /// Options of an opened URL; UIKit makes them, apps never do.
        init(sourceApplication: String?, openInPlace: Bool) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
            super.init()
        }
    }
}
