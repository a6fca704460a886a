// ViewLifecycle · HeadlessUIKit

import Foundation

/// A transition from one controller to another that a storyboard would define.
///
/// Headlessly no storyboard exists, so UIKit never makes one; code that builds a segue itself
/// (or a test calling `prepare(for:sender:)`) gets one that runs its handler when performed.
@MainActor @preconcurrency
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    /// What `perform()` runs, for a segue made with a handler.
    private var performHandler: (() -> Void)?

    /// Creates a segue between two controllers.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - source: The controller it starts from.
    ///   - destination: The controller it leads to.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - source: The controller it starts from.
    ///   - destination: The controller it leads to.
    ///   - performHandler: What performing the segue does.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: runs the handler given, if any (a plain segue does nothing).
    open func perform() {
        performHandler?()
    }
}
