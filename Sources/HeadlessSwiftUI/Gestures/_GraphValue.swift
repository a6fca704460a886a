// ViewLifecycle · HeadlessSwiftUI

/// A value in SwiftUI's attribute graph, which the graph makes (apps never do). Here it exists so
/// that `Gesture`'s `_makeGesture` requirement has Apple's signature: that requirement is what
/// infers a custom gesture's `Value` from its `body`.
public struct _GraphValue<Value>: Equatable {
    /// Graph values are all alike here: nothing is stored in them.
    public static func == (a: _GraphValue<Value>, b: _GraphValue<Value>) -> Bool { true }
}
