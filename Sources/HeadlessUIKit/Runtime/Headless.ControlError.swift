// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Why a UIKit driver call (`tapControl`, `typeText`, `toggleSwitch`…) did nothing: no
    /// control matched, several did, the one that matched is disabled or of another kind, or
    /// an alert covers the screen. Its description names what was searched and lists the
    /// controls on screen, so a failing test says what to fix.
    public struct ControlError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The message.
        public let description: String

        /// Creates an error with its message.
        ///
        /// - Parameter description: The message.
        public init(_ description: String) {
            self.description = description
        }
    }
}
