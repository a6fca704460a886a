// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `gesture(_:including:)`, `onTapGesture` and their kin: it keeps the
/// gesture, which the driver's tap on the content plays.
package struct _GestureModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    /// Plays a tap through the gesture; `false` when the gesture does not take taps.
    package let playTap: @MainActor () -> Bool
    /// Whether the gesture takes taps at all (a drag or a long press does not).
    package let takesTaps: Bool
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
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded {
                _ in
                action()
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
        let takesTaps = mask.contains(.gesture) && Self.takesTaps(gesture)
        return _GestureModifier(playTap: { gesture.play(.tap) != nil }, takesTaps: takesTaps)
    }

    /// Whether the gesture, at its root, is a tap (callbacks wrap it).
    private static func takesTaps<T: Gesture>(_ gesture: T) -> Bool {
        var type: Any.Type = T.self
        while true {
            if type == TapGesture.self { return true }
            if let custom = type as? any Gesture.Type, let body = custom.bodyGestureType {
                type = body
                continue
            }
            guard let wrapper = type as? any GestureWrapper.Type else { return false }
            type = wrapper.wrappedGestureType
        }
    }
}

extension _EndedGesture: GestureWrapper {
    static var wrappedGestureType: Any.Type { Content.self }
}

extension _ChangedGesture: GestureWrapper {
    static var wrappedGestureType: Any.Type { Content.self }
}

extension GestureStateGesture: GestureWrapper {
    static var wrappedGestureType: Any.Type { Base.self }
}
