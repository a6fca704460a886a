// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Plays the given keyframes when the given trigger value changes, updating the view
    /// using the modifiers you apply in `content`.
    ///
    /// Headlessly the content stays at rest with the initial value; see `KeyframeAnimator`.
    /// `content` is main-actor isolated here, where view modifiers are, so that the modifiers
    /// it applies compile in Swift 6 mode; it runs on the main actor on devices too.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value that the keyframes will animate from.
    ///   - trigger: A value to observe for changes; headlessly a change does not animate.
    ///   - content: A view builder closure that takes this view and the interpolated value.
    ///   - keyframes: Keyframes defining how the value changes over time; stored and never
    ///     called headlessly.
    /// - Returns: A view that builds its content with the initial value.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content:
            @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, trigger: trigger,
            content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you
    /// apply in `content`.
    ///
    /// Headlessly the content stays at rest with the initial value; see `KeyframeAnimator`.
    /// `content` is main-actor isolated here, where view modifiers are, so that the modifiers
    /// it applies compile in Swift 6 mode; it runs on the main actor on devices too.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value that the keyframes will animate from.
    ///   - repeating: Whether the keyframes repeat; headlessly they never play.
    ///   - content: A view builder closure that takes this view and the interpolated value.
    ///   - keyframes: Keyframes defining how the value changes over time; stored and never
    ///     called headlessly.
    /// - Returns: A view that builds its content with the initial value.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content:
            @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(
            initialValue: initialValue, repeating: repeating,
            content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
    }
}
