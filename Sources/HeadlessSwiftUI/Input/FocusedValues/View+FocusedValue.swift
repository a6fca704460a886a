// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Publishes `value` under `keyPath` while this view, or one inside it, has focus.
    ///
    /// - Parameters:
    ///   - keyPath: The focused value to publish.
    ///   - value: The value the focused view's readers see.
    /// - Returns: The modified view.
    @available(iOS 14.0, macOS 11.0, *)
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    )
        -> some View
    {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes `value`, or nothing when it is `nil`, under `keyPath` while this view, or one
    /// inside it, has focus.
    ///
    /// - Parameters:
    ///   - keyPath: The focused value to publish.
    ///   - value: The value the focused view's readers see, if any.
    /// - Returns: The modified view.
    @available(iOS 16.0, macOS 13.0, *)
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    )
        -> some View
    {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isScene: false))
    }

    /// Publishes `value` under `keyPath` for the whole scene while the scene is active, wherever
    /// focus is in it.
    ///
    /// - Parameters:
    ///   - keyPath: The focused value to publish.
    ///   - value: The value the scene's readers see.
    /// - Returns: The modified view.
    @available(iOS 15.0, macOS 12.0, *)
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }

    /// Publishes `value`, or nothing when it is `nil`, under `keyPath` for the whole scene while
    /// the scene is active.
    ///
    /// - Parameters:
    ///   - keyPath: The focused value to publish.
    ///   - value: The value the scene's readers see, if any.
    /// - Returns: The modified view.
    @available(iOS 16.0, macOS 13.0, *)
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View
    {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isScene: true))
    }
}
