// ViewLifecycle · HeadlessUIKit

import Foundation

#if !canImport(ObjectiveC)
    extension NSObject {
        /// The class's name as the Objective-C runtime's `+description` gives it for a Swift
        /// class: module-qualified (`MyApp.ProfileView`).
        ///
        /// - Returns: The name.
        public class func description() -> String {
            String(reflecting: self)
        }
    }
#endif
