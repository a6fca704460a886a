// ViewLifecycle · HeadlessSwiftUI

/// A builder that combines keyframe content values into a single value.
@resultBuilder
public struct KeyframesBuilder<Value> {
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
        KeyframeTrackContentBuilder<Value>.Conditional(first: component, second: nil)
    }

    /// Keeps the second branch of an `if`.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where
        Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        KeyframeTrackContentBuilder<Value>.Conditional(first: nil, second: component)
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

    /// Builds an empty block of keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeTrackContentList<Value>(parts: [])
    }

    /// Wraps keyframes written directly in the closure in a track animating the whole value.
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack(keyPath: \Value.self, content: component)
    }

    /// Passes a track through.
    public static func buildExpression<Content>(_ expression: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        expression
    }

    /// Starts a block with its first track.
    public static func buildPartialBlock<Content>(first: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        first
    }

    /// Appends the next track of a block.
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        KeyframesList(parts: [accumulated, next])
    }

    /// Builds an empty block of tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframesList<Value>(parts: [])
    }

    /// Passes the tracks through.
    public static func buildFinalResult<Content>(_ component: Content) -> Content
    where Value == Content.Value, Content: Keyframes {
        component
    }
}
