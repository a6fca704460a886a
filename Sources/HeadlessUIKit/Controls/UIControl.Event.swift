// ViewLifecycle · HeadlessUIKit

extension UIControl {
    /// The events a control sends to its actions, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, @unchecked Sendable {
        /// The events' bits.
        public let rawValue: UInt

        /// Creates events from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static var touchDown: UIControl.Event { .init(rawValue: 1 << 0) }
        /// A repeated touch went down (tap count above one).
        public static var touchDownRepeat: UIControl.Event { .init(rawValue: 1 << 1) }
        /// A finger was dragged inside the control.
        public static var touchDragInside: UIControl.Event { .init(rawValue: 1 << 2) }
        /// A finger was dragged outside the control.
        public static var touchDragOutside: UIControl.Event { .init(rawValue: 1 << 3) }
        /// A finger was dragged into the control.
        public static var touchDragEnter: UIControl.Event { .init(rawValue: 1 << 4) }
        /// A finger was dragged out of the control.
        public static var touchDragExit: UIControl.Event { .init(rawValue: 1 << 5) }
        /// A touch lifted inside the control: a tap.
        public static var touchUpInside: UIControl.Event { .init(rawValue: 1 << 6) }
        /// A touch lifted outside the control.
        public static var touchUpOutside: UIControl.Event { .init(rawValue: 1 << 7) }
        /// The system cancelled a touch.
        public static var touchCancel: UIControl.Event { .init(rawValue: 1 << 8) }
        /// The control's value changed (a switch, a slider, a segmented control, a stepper).
        public static var valueChanged: UIControl.Event { .init(rawValue: 1 << 12) }
        /// The control's semantic action: a button's tap.
        public static var primaryActionTriggered: UIControl.Event { .init(rawValue: 1 << 13) }
        /// The menu gesture fired, before the menu presents.
        public static var menuActionTriggered: UIControl.Event { .init(rawValue: 1 << 14) }
        /// Editing began in a text field.
        public static var editingDidBegin: UIControl.Event { .init(rawValue: 1 << 16) }
        /// The text field's text changed.
        public static var editingChanged: UIControl.Event { .init(rawValue: 1 << 17) }
        /// Editing ended in a text field.
        public static var editingDidEnd: UIControl.Event { .init(rawValue: 1 << 18) }
        /// The return key ended editing.
        public static var editingDidEndOnExit: UIControl.Event { .init(rawValue: 1 << 19) }
        /// Every touch event.
        public static var allTouchEvents: UIControl.Event { .init(rawValue: 0x0000_0FFF) }
        /// Every editing event.
        public static var allEditingEvents: UIControl.Event { .init(rawValue: 0x000F_0000) }
        /// The range for the application's own events.
        public static var applicationReserved: UIControl.Event { .init(rawValue: 0x0F00_0000) }
        /// The range reserved for the system.
        public static var systemReserved: UIControl.Event { .init(rawValue: 0xF000_0000) }
        /// Every event.
        public static var allEvents: UIControl.Event { .init(rawValue: 0xFFFF_FFFF) }
    }
}
