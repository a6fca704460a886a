// ViewLifecycle · HeadlessSwiftUI

/// The builder that creates keyframe track content from the keyframes that you define within
/// a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    /// Passes a keyframe through.
    public static func buildExpression<K>(_ expression: K) -> K
    where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    /// Combines the keyframes of a `for` loop, in order.
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentList(parts: components)
    }

    /// Keeps the first branch of an `if`.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where
        Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        Conditional(first: component, second: nil)
    }

    /// Keeps the second branch of an `if`.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where
        Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        Conditional(first: nil, second: component)
    }

    /// Starts a block with its first keyframe.
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        first
    }

    /// Appends the next keyframe of a block.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentList(parts: [accumulated, next])
    }

    /// Builds an empty block.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentList<Value>(parts: [])
    }
}
