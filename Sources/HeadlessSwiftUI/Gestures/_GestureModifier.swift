// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `gesture(_:including:)`, `onTapGesture` and their kin: it keeps the
/// gesture, which the driver's tap, long press, drag, pinch or turn on the content plays.
package struct _GestureModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    /// Plays an event through the gesture; `false` when the gesture does not recognize it.
    package let play: @MainActor (GestureEvent) -> Bool
    /// Whether the gesture takes taps at all (a drag or a long press does not).
    package let takesTaps: Bool
    /// How long a long press must be held, when the gesture is a long press.
    package let longPressDuration: Double?
    /// Whether the gesture is a drag.
    package let takesDrags: Bool
    /// Whether the gesture is a pinch (`MagnifyGesture`, `MagnificationGesture`).
    package let takesPinches: Bool
    /// Whether the gesture is a two-finger turn (`RotateGesture`, `RotationGesture`).
    package let takesRotations: Bool
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
        modifier(Self.gestureModifier(gesture, mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        modifier(Self.gestureModifier(gesture, mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        modifier(Self.gestureModifier(gesture, mask))
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        // The press is reported as it is detected, and its end after the action (a guess at the
        // order: SwiftUI documents neither).
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .onChanged { _ in onPressingChanged?(true) }
                .onEnded { _ in
                    action()
                    onPressingChanged?(false)
                })
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: 10, perform: action,
            onPressingChanged: onPressingChanged)
    }

    private static func gestureModifier<T: Gesture>(_ gesture: T, _ mask: GestureMask) -> _GestureModifier {
        let roots = mask.contains(.gesture) ? Self.roots(of: gesture) : []
        return _GestureModifier(
            play: { gesture.play($0) != nil },
            takesTaps: roots.contains { $0 is TapGesture || $0 is SpatialTapGesture },
            longPressDuration: roots.lazy.compactMap { ($0 as? LongPressGesture)?.minimumDuration }.first,
            takesDrags: roots.contains { $0 is DragGesture },
            takesPinches: roots.contains { $0 is MagnifyGesture || $0 is MagnificationGesture },
            takesRotations: roots.contains { $0 is RotateGesture || $0 is RotationGesture })
    }

    /// The gestures at the roots of `gesture`, under the callbacks that wrap it, the bodies of
    /// custom gestures and the parts of composed gestures, in order.
    private static func roots(of gesture: any Gesture) -> [any Gesture] {
        var current = gesture
        while true {
            if let wrapper = current as? any GestureWrapper {
                current = wrapper.wrappedGesture
            } else if let composite = current as? any CompositeGesture {
                return composite.parts.flatMap { roots(of: $0) }
            } else if type(of: current).bodyGestureType != nil {
                current = current.body
            } else {
                return [current]
            }
        }
    }
}

extension _EndedGesture: GestureWrapper {
    var wrappedGesture: any Gesture { content }
}

extension _ChangedGesture: GestureWrapper {
    var wrappedGesture: any Gesture { content }
}

extension GestureStateGesture: GestureWrapper {
    var wrappedGesture: any Gesture { base }
}
