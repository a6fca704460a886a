// ViewLifecycle · HeadlessSwiftUI

/// The context of the current state-processing update.
///
/// Animations are not modelled headlessly, so a transaction carries nothing yet.
@frozen public struct Transaction {
    /// Creates a transaction.
    public init() {}
}
