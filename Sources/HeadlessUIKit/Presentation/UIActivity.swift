// ViewLifecycle · HeadlessUIKit

/// A service an activity view controller offers beside the system's (an app's own "share to").
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// The name of an activity.
    public struct ActivityType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The name.
        public let rawValue: String
        /// Creates a name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name.
        ///
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where the activity sheet lists the activity: with the actions by default; a subclass
    /// that shares to a service overrides it to return `.share`.
    @available(iOS 7.0, *)
    open class var activityCategory: UIActivity.Category { .action }
    /// The activity's name; a subclass overrides it.
    open var activityType: UIActivity.ActivityType? { nil }
    /// The title shown under the activity's icon; a subclass overrides it.
    open var activityTitle: String? { nil }
    /// The activity's icon; a subclass overrides it.
    open var activityImage: UIImage? { nil }

    /// Creates an activity.
    public override init() {
        super.init()
    }

    /// Whether the activity can act on the items; `false` unless a subclass says so.
    ///
    /// - Parameter activityItems: The items.
    /// - Returns: Whether it can.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Receives the items before the activity performs.
    ///
    /// - Parameter activityItems: The items.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// Performs the activity; a subclass calls `activityDidFinish(_:)` when done.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the system the activity finished.
    ///
    /// - Parameter completed: Whether it completed.
    open func activityDidFinish(_ completed: Bool) {}
}
