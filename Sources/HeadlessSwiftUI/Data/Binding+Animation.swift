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
}
