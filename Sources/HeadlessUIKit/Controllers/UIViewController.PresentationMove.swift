// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Whether a controller is being presented or dismissed, which `isBeingPresented` and
    /// `isBeingDismissed` report, as a value with one mutating function per input.
    ///
    /// A dismissal can begin before the presentation it undoes has finished; both properties are
    /// then true, so that state has its own name.
    struct PresentationMove: Equatable {
        /// Where the move is.
        private(set) var state = State.settled

        /// What `isBeingPresented` reads.
        var isBeingPresented: Bool { state == .beingPresented || state == .beingDismissedWhileBeingPresented }
        /// What `isBeingDismissed` reads.
        var isBeingDismissed: Bool { state == .beingDismissed || state == .beingDismissedWhileBeingPresented }

        /// The controller's presentation begins.
        mutating func beginPresentation() {
            switch state {
            case .settled, .beingPresented: state = .beingPresented
            case .beingDismissed, .beingDismissedWhileBeingPresented:
                state = .beingDismissedWhileBeingPresented
            }
        }

        /// The controller's presentation has finished.
        mutating func endPresentation() {
            switch state {
            case .settled, .beingPresented: state = .settled
            case .beingDismissed, .beingDismissedWhileBeingPresented: state = .beingDismissed
            }
        }

        /// The controller's dismissal begins (it is in the chain a dismissal takes away).
        mutating func beginDismissal() {
            switch state {
            case .settled, .beingDismissed: state = .beingDismissed
            case .beingPresented, .beingDismissedWhileBeingPresented:
                state = .beingDismissedWhileBeingPresented
            }
        }

        /// The controller's dismissal has finished or was cancelled.
        mutating func endDismissal() {
            switch state {
            case .settled, .beingDismissed: state = .settled
            case .beingPresented, .beingDismissedWhileBeingPresented: state = .beingPresented
            }
        }
    }
}
