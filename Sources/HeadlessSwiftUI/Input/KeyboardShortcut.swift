// ViewLifecycle · HeadlessSwiftUI

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to interact with your app.
public struct KeyboardShortcut: Sendable, Hashable {
    /// Options for how a keyboard shortcut localizes.
    public struct Localization: Sendable {
        let rawValue: Int
        /// Remap shortcuts to their international counterparts, mirrored for right-to-left.
        public static let automatic = Localization(rawValue: 0)
        /// Remap shortcuts to their international counterparts, without mirroring.
        public static let withoutMirroring = Localization(rawValue: 1)
        /// Don't use automatic shortcut remapping.
        public static let custom = Localization(rawValue: 2)
    }

    /// The standard keyboard shortcut for the default button, consisting of the Return key and
    /// no modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
    /// prompt, consisting of the Escape key and no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent that the user presses in conjunction with any specified modifier keys
    /// to activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to activate
    /// the shortcut.
    public var modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public var localization: Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys,
    /// and localization strategy.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Whether two shortcuts are the same keys.
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers.rawValue == rhs.modifiers.rawValue
            && lhs.localization.rawValue == rhs.localization.rawValue
    }

    /// Hashes the key and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers.rawValue)
    }
}
