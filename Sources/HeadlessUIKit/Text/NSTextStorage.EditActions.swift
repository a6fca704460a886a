// ViewLifecycle · HeadlessUIKit

extension NSTextStorage {
    /// What an edit of a text storage changed: its characters, its attributes or both.
    @available(iOS 7.0, *)
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The actions' bits.
        public let rawValue: UInt

        /// Creates actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The bits' type.
        public typealias RawValue = UInt
        /// The type of one action.
        public typealias Element = NSTextStorage.EditActions
        /// The type an array literal of actions holds.
        public typealias ArrayLiteralElement = NSTextStorage.EditActions

        /// The attributes changed.
        public static let editedAttributes = NSTextStorage.EditActions(rawValue: 1 << 0)
        /// The characters changed.
        public static let editedCharacters = NSTextStorage.EditActions(rawValue: 1 << 1)
    }
}
