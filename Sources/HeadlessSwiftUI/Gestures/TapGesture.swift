// ViewLifecycle · HeadlessSwiftUI

/// A gesture that recognizes one or more taps.
public struct TapGesture: Gesture, PlayableGesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The value of a tap.
    public typealias Value = ()
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) {
        self.count = count
    }

    func playAny(_ event: GestureEvent) -> Any? { () }
}
