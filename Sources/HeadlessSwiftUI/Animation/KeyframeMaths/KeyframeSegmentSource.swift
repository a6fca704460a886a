// ViewLifecycle · HeadlessSwiftUI

/// Track content the curve can read: a keyframe, or a list or branch of them.
protocol KeyframeSegmentSource<SegmentValue> {
    associatedtype SegmentValue: Animatable
    /// Appends this content's keyframes, in order.
    func appendSegments(to segments: inout [KeyframeSegment<SegmentValue>])
}

/// The keyframes of `content` in order; a custom content type gives its `body`'s.
func keyframeSegments<Content: KeyframeTrackContent>(of content: Content) -> [KeyframeSegment<Content.Value>]
{
    var segments: [KeyframeSegment<Content.Value>] = []
    appendKeyframeSegments(of: content, to: &segments)
    return segments
}

private func appendKeyframeSegments<Content: KeyframeTrackContent, Value>(
    of content: Content, to segments: inout [KeyframeSegment<Value>]
) {
    if let source = content as? any KeyframeSegmentSource<Value> {
        source.appendSegments(to: &segments)
    } else {
        appendKeyframeSegments(of: content.body, to: &segments)
    }
}

extension LinearKeyframe: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<Value>]) {
        segments.append(.linear(target: target, duration: duration, curve: timingCurve))
    }
}

extension SpringKeyframe: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<Value>]) {
        segments.append(
            .spring(target: target, duration: duration, spring: spring, startVelocity: startVelocity))
    }
}

extension CubicKeyframe: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<Value>]) {
        segments.append(
            .cubic(target: target, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
        )
    }
}

extension MoveKeyframe: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<Value>]) {
        segments.append(.move(target: target))
    }
}

extension KeyframeTrackContentList: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<Value>]) {
        for part in parts { appendKeyframeSegments(of: part, to: &segments) }
    }
}

extension KeyframeTrackContentBuilder.Conditional: KeyframeSegmentSource {
    func appendSegments(to segments: inout [KeyframeSegment<ConditionalValue>]) {
        if let first {
            appendKeyframeSegments(of: first, to: &segments)
        } else if let second {
            appendKeyframeSegments(of: second, to: &segments)
        }
    }
}
