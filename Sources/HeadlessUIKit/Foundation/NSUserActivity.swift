// ViewLifecycle · HeadlessUIKit

import Foundation

#if !canImport(Darwin)
    /// A representation of the state of the app at a moment in time, for Handoff, search and
    /// Siri (Foundation's on Apple platforms; the toolchain's Foundation lacks it).
    ///
    /// Headlessly no other device or index receives it: it keeps what is set, and knows whether
    /// it is current (`becomeCurrent()` to `resignCurrent()` or `invalidate()`).
    open class NSUserActivity: NSObject {
        /// The activity's type, a reverse-DNS string the app's Info.plist lists.
        public let activityType: String
        /// A title the system shows for the activity.
        open var title: String?
        /// The app's own state.
        open var userInfo: [AnyHashable: Any]?
        /// The keys of `userInfo` the activity needs to be continued.
        @available(iOS 9.0, *)
        open var requiredUserInfoKeys: Set<String>?
        /// Whether the activity's state needs saving before it is sent.
        open var needsSave = false
        /// The web page that continues the activity where the app is not installed.
        open var webpageURL: URL?
        /// The page the user came from.
        @available(iOS 11.0, *)
        open var referrerURL: URL?
        /// When the activity stops being useful.
        @available(iOS 9.0, *)
        open var expirationDate: Date?
        /// Words that find the activity in search.
        @available(iOS 9.0, *)
        open var keywords: Set<String> = []
        /// Whether continuing the activity opens streams back to this device.
        open var supportsContinuationStreams = false
        /// The object told when the activity is saved or continued.
        open weak var delegate: (any NSUserActivityDelegate)?
        /// An identifier that picks the scene that continues the activity.
        @available(iOS 13.0, *)
        open var targetContentIdentifier: String?
        /// Whether Handoff offers the activity to the user's other devices.
        @available(iOS 9.0, *)
        open var isEligibleForHandoff = true
        /// Whether the activity goes into the on-device search index.
        @available(iOS 9.0, *)
        open var isEligibleForSearch = false
        /// Whether the activity may go into the public search index.
        @available(iOS 9.0, *)
        open var isEligibleForPublicIndexing = false
        /// Whether Siri may suggest the activity.
        @available(iOS 12.0, *)
        open var isEligibleForPrediction = false
        /// An identifier that lets the app delete the activity from Siri's suggestions.
        @available(iOS 12.0, *)
        open var persistentIdentifier: String?
        /// Whether the activity is the current one: between `becomeCurrent()` and
        /// `resignCurrent()` or `invalidate()`.
        package private(set) var isCurrent = false
        /// Whether `invalidate()` ended the activity for good.
        package private(set) var isInvalidated = false

        /// Creates an activity of a type.
        ///
        /// - Parameter activityType: The type.
        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }

        /// Adds entries to `userInfo`, replacing those with the same keys.
        ///
        /// - Parameter otherDictionary: The entries.
        open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
            userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
        }

        /// Makes the activity the one the device advertises (an invalidated one stays ended).
        open func becomeCurrent() {
            if !isInvalidated { isCurrent = true }
        }

        /// Stops advertising the activity; it can become current again.
        @available(iOS 9.0, *)
        open func resignCurrent() {
            isCurrent = false
        }

        /// Ends the activity for good.
        open func invalidate() {
            isCurrent = false
            isInvalidated = true
        }
    }
#endif
