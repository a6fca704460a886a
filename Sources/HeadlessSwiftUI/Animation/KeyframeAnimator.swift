// ViewLifecycle · HeadlessSwiftUI

/// A container that animates its content with keyframes.
///
/// Headlessly the content stays at rest: it is built with the initial value, its identity and
/// state kept, and neither time nor a change of the trigger plays the keyframes. The keyframes
/// closure is stored and never called.
public struct KeyframeAnimator<Value, KeyframePath, Content>: View
where Value == KeyframePath.Value, KeyframePath: Keyframes, Content: View {
    /// The body of a primitive view.
    public typealias Body = Never

    let initialValue: Value
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the given keyframes when the given trigger value changes, updating the view
    /// using the modifiers you apply in `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value that the keyframes will animate from.
    ///   - trigger: A value to observe for changes; headlessly a change does not animate.
    ///   - content: A view builder closure that takes the interpolated value.
    ///   - keyframes: Keyframes defining how the value changes over time; stored and never
    ///     called headlessly.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the given keyframes continuously, updating the view using the modifiers you
    /// apply in `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value that the keyframes will animate from.
    ///   - repeating: Whether the keyframes repeat; headlessly they never play.
    ///   - content: A view builder closure that takes the interpolated value.
    ///   - keyframes: Keyframes defining how the value changes over time; stored and never
    ///     called headlessly.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content(initialValue))
    }
}
