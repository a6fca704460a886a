// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// A controller's hand-driven appearance change (`beginAppearanceTransition(_:animated:)` to
    /// `endAppearanceTransition()`) as a value: one mutating function per call, each answering
    /// with what to send.
    struct ManualAppearance: Equatable {
        /// Where the change is.
        private(set) var state = State.idle

        /// Whether the app drives the controller's appearance by hand just now, so neither its
        /// container nor its view joining a window sends it callbacks.
        var isOpen: Bool { state != .idle }

        /// `beginAppearanceTransition(_:animated:)` was called.
        ///
        /// - Parameters:
        ///   - isAppearing: The direction.
        ///   - animated: The animated flag its `end` repeats.
        /// - Returns: Whether to warn before beginning; a second `begin` replaces the first.
        mutating func begin(isAppearing: Bool, animated: Bool) -> BeginAction {
            let action: BeginAction
            switch state {
            case .idle: action = .begin
            case .appearing, .disappearing: action = .warnUnbalancedThenBegin
            }
            state = isAppearing ? .appearing(animated: animated) : .disappearing(animated: animated)
            return action
        }

        /// `endAppearanceTransition()` was called.
        ///
        /// - Returns: The `did` callback to send, or the warning when no `begin` is open.
        mutating func end() -> EndAction {
            switch state {
            case .idle:
                return .warnUnbalanced
            case .appearing(let animated):
                state = .idle
                return .sendDidAppear(animated: animated)
            case .disappearing(let animated):
                state = .idle
                return .sendDidDisappear(animated: animated)
            }
        }
    }
}
