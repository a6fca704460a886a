// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The driver has no drag, so a tap does not complete one.
public struct DragGesture: Gesture, PlayableGesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds.
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance
    }

    func playAny(_ event: GestureEvent) -> Any? { nil }

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize
        /// A prediction of where the final location would be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize
    }
}
