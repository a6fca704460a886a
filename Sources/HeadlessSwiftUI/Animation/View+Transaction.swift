// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// Drawn only: one inert node; the function never runs, as no animation is drawn.
    ///
    /// - Parameter transform: The transformation to apply to transactions within this view.
    /// - Returns: A view that wraps this view and applies a transformation to all transactions.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        inert(.transaction, api: "View.transaction(_:)")
    }

    /// Applies the given transaction mutation function to all animations used within the view,
    /// when `value` changes.
    ///
    /// Drawn only, like ``View/transaction(_:)``.
    ///
    /// - Parameters:
    ///   - value: A value to monitor for changes.
    ///   - transform: The transformation to apply to transactions within this view.
    /// - Returns: A view that wraps this view and applies a transformation to all transactions.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        inert(.transaction, api: "View.transaction(value:_:)")
    }
}
