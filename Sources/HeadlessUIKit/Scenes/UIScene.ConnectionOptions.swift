// ViewLifecycle · HeadlessUIKit

extension UIScene {
    /// Why a scene is being connected: the URLs to open, the app that asked for it.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was connected to open.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene, if any.
        open private(set) var sourceApplication: String?
        /// The type of the user activity being handed off, if any.
        open private(set) var handoffUserActivityType: String?

        /// The options of a connection; UIKit makes them, apps never do.
        init(urlContexts: Set<UIOpenURLContext>, sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}
