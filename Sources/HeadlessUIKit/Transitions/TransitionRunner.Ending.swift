// ViewLifecycle · HeadlessUIKit

extension TransitionRunner {
    /// When a transition's `did` half comes, once its `will` half is done.
    enum Ending: Equatable {
        /// At once, inside the call that started it (a removal).
        case atOnce
        /// When the user's gesture lets go (`finish()`/`cancel()`), on the turn after.
        case byGesture
        /// When virtual time passes the animation's end.
        case afterAnimation(TimeInterval)
        /// On the next run-loop turn.
        case nextTurn
        /// On the next run-loop turn, before the layout pass that the incoming view asked for.
        case beforeNextLayout

        /// How a transition with these traits ends.
        ///
        /// - Parameters:
        ///   - order: The order of the transition's kind.
        ///   - animated: Whether it animates.
        ///   - interactive: Whether a gesture drives it.
        ///   - duration: Its animation's length.
        init(order: Transition.Order, animated: Bool, interactive: Bool, duration: TimeInterval) {
            if order.endsAtOnce {
                self = .atOnce
            } else if interactive {
                self = .byGesture
            } else if animated {
                self = .afterAnimation(duration)
            } else {
                self = order.unanimatedEndsBeforeLayout ? .beforeNextLayout : .nextTurn
            }
        }
    }
}
