// ViewLifecycle · HeadlessTesting

/// What went wrong after an action: the explorer stops a run at the first finding.
package struct ExplorerFinding: Equatable, Sendable, CustomStringConvertible {
    /// Which check failed; shrinking keeps only action lists that fail the same one.
    package enum Kind: String, Sendable {
        /// The events a tracked view got break the event contract.
        case contract = "a lifecycle contract breach"
        /// The runtime's own callbacks break UIKit's documented order (LifecycleTrace's checker).
        case callbackOrder = "a breach of UIKit's callback order"
        /// The runtime printed a warning (state modified during an update, unbalanced calls…).
        case warning = "a runtime warning"
        /// The test's invariant returned `false` or threw.
        case invariant = "a broken invariant"
        /// An object outlived the window that showed it.
        case leak = "a leak"
    }

    package var kind: Kind
    /// One sentence saying what, naming the view, object or message.
    package var message: String

    package var description: String { "\(kind.rawValue): \(message)" }
}
