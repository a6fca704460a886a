// ViewLifecycle · HeadlessUIKit

import Foundation

#if !canImport(Darwin)
    /// The object an activity tells when it is about to be saved or has been continued.
    public protocol NSUserActivityDelegate: NSObjectProtocol {
        /// Called before the activity's state is sent.
        ///
        /// - Parameter userActivity: The activity.
        func userActivityWillSave(_ userActivity: NSUserActivity)

        /// Called when another device continued the activity.
        ///
        /// - Parameter userActivity: The activity.
        func userActivityWasContinued(_ userActivity: NSUserActivity)
    }

    extension NSUserActivityDelegate {
        /// Does nothing: optional in Foundation.
        public func userActivityWillSave(_ userActivity: NSUserActivity) {}

        /// Does nothing: optional in Foundation.
        public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    }
#endif
