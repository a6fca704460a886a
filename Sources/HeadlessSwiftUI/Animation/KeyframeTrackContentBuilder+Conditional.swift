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
        /// Conditional keyframes are their own body.
        public typealias Body = Self

        let first: First?
        let second: Second?
    }
}
