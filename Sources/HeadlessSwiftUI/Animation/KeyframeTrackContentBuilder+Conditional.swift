// ViewLifecycle · HeadlessSwiftUI

extension KeyframeTrackContentBuilder {
    /// Keyframes from one branch of an `if` in a keyframe builder.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where
        ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        /// The type of value the keyframes interpolate.
        public typealias Value = ConditionalValue
        /// The same branch, as the builder of its own value type holds it.
        public typealias Body = KeyframeTrackContentBuilder<Value>.Conditional<
            ConditionalValue, First, Second
        >

        let first: First?
        let second: Second?

        /// The same branch, as the builder of its own value type holds it.
        public var body: Body { Body(first: first, second: second) }
    }
}
