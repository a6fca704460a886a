// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

/// A log object: the subsystem and category its messages are filed under.
///
/// Off Apple platforms no unified log exists: messages go to standard error when
/// `OS_ACTIVITY_DT_MODE` is set (as Xcode sets it for the processes it runs), and nowhere
/// otherwise, as a command-line process's messages reach only the system log on a Mac.
open class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, in reverse-DNS form (`com.example.app`); empty for the default log.
    let subsystem: String
    /// The category within the subsystem; empty for the default log.
    let category: String
    /// Whether messages sent to it are dropped.
    let isDisabled: Bool

    /// A log for `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isDisabled: false)
    }

    /// A log whose category is one of the system's special ones (`.pointsOfInterest`).
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.name, isDisabled: false)
    }

    init(subsystem: String, category: String, isDisabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = isDisabled
        super.init()
    }

    /// The process's default log.
    public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)
    /// A log that drops every message.
    public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

    /// Whether signposts sent to this log are recorded: never off Apple platforms.
    public var signpostsEnabled: Bool { false }

    /// A category the system treats specially.
    public struct Category: Sendable {
        /// The category's name.
        let name: String

        /// Signposts that Instruments shows as points of interest.
        public static let pointsOfInterest = Category(name: "PointsOfInterest")
        /// Signposts recorded only while a tool asks for them.
        public static let dynamicTracing = Category(name: "DynamicTracing")
        /// Signposts recorded with a backtrace while a tool asks for them.
        public static let dynamicStackTracing = Category(name: "DynamicStackTracing")
    }
}
