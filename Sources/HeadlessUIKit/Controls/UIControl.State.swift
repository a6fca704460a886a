// ViewLifecycle · HeadlessUIKit

extension UIControl {
    /// The states of a control, with UIKit's bit values; a control can be in several at once.
    public struct State: OptionSet, Hashable, @unchecked Sendable {
        /// The states' bits.
        public let rawValue: UInt

        /// Creates states from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static var normal: UIControl.State { .init(rawValue: 0) }
        /// Highlighted: a touch is down inside the control.
        public static var highlighted: UIControl.State { .init(rawValue: 1 << 0) }
        /// Disabled.
        public static var disabled: UIControl.State { .init(rawValue: 1 << 1) }
        /// Selected.
        public static var selected: UIControl.State { .init(rawValue: 1 << 2) }
        /// Focused (on screens that support focus).
        public static var focused: UIControl.State { .init(rawValue: 1 << 3) }
        /// The range for the application's own states.
        public static var application: UIControl.State { .init(rawValue: 0x00FF_0000) }
        /// The range reserved for the system.
        public static var reserved: UIControl.State { .init(rawValue: 0xFF00_0000) }
    }
}
