// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Whether a controller is joining a container or leaving one, which `isMovingToParent` and
    /// `isMovingFromParent` report, as a value with one mutating function per input.
    ///
    /// A controller can be leaving while it is still joining (popped before its push finished),
    /// and then both properties are true, as they are in UIKit, so that state has its own name.
    struct ContainmentMove: Equatable {
        /// Where the move is.
        private(set) var state = State.settled

        /// What `isMovingToParent` reads.
        var isJoining: Bool { state == .joining || state == .leavingWhileJoining }
        /// What `isMovingFromParent` reads.
        var isLeaving: Bool { state == .leaving || state == .leavingWhileJoining }

        /// The controller is being added to a container (`addChild`, a push).
        mutating func beginJoining() {
            switch state {
            case .settled, .joining: state = .joining
            case .leaving, .leavingWhileJoining: state = .leavingWhileJoining
            }
        }

        /// The controller has joined (`didMove(toParent:)`), or a container says it is not
        /// joining after all (a stack's new top that was already there).
        mutating func endJoining() {
            switch state {
            case .settled, .joining: state = .settled
            case .leaving, .leavingWhileJoining: state = .leaving
            }
        }

        /// The controller is leaving its container (`willMove(toParent: nil)`, a pop).
        mutating func beginLeaving() {
            switch state {
            case .settled, .leaving: state = .leaving
            case .joining, .leavingWhileJoining: state = .leavingWhileJoining
            }
        }

        /// The controller has left (`removeFromParent()`), or a container says it is not
        /// leaving visibly (a controller dropped from the middle of a stack).
        mutating func endLeaving() {
            switch state {
            case .settled, .leaving: state = .settled
            case .joining, .leavingWhileJoining: state = .joining
            }
        }
    }
}
