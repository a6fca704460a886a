// ViewLifecycle · HeadlessSwiftUI

extension Binding {
    /// Specifies an animation to perform when the binding value changes (animations are not
    /// modelled headlessly, so writes go through unchanged).
    ///
    /// - Parameter animation: An animation sequence performed when the binding value changes.
    /// - Returns: A new binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }

    /// Specifies a transaction for the binding.
    ///
    /// - Parameter transaction: An instance of a transaction, carried by the writes.
    /// - Returns: A new binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}
