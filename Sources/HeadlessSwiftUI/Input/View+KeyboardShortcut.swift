// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control (inert: there is no
    /// hardware keyboard headlessly).
    @inlinable public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command
    ) -> some View {
        inert(
            .keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers)),
            api: "View.keyboardShortcut(_:modifiers:)")
    }

    /// Assigns a keyboard shortcut to the modified control (inert).
    @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        inert(.keyboardShortcut(shortcut), api: "View.keyboardShortcut(_:)")
    }

    /// Assigns an optional keyboard shortcut to the modified control (inert).
    @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        inert(.keyboardShortcut(shortcut), api: "View.keyboardShortcut(_:)")
    }

    /// Defines a keyboard shortcut with a localization strategy (inert).
    @inlinable public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command,
        localization: KeyboardShortcut.Localization
    ) -> some View {
        inert(
            .keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization)),
            api: "View.keyboardShortcut(_:modifiers:localization:)")
    }

    /// Adds help text to a view using a localized string (inert: iOS shows it only with a
    /// pointer).
    @inlinable public func help(_ textKey: LocalizedStringKey) -> some View {
        inert(.help(Text(textKey)), api: "View.help(_:)")
    }

    /// Adds help text to a view using a text view (inert).
    @inlinable public func help(_ text: Text) -> some View {
        inert(.help(text), api: "View.help(_:)")
    }

    /// Adds help text to a view using a string (inert).
    @_disfavoredOverload public func help<S>(_ text: S) -> some View where S: StringProtocol {
        inert(.help(Text(text)), api: "View.help(_:)")
    }

    /// Adds an action to perform when the user moves the pointer over or away from the view
    /// (never called: there is no pointer headlessly).
    @inlinable public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        inert(.onHover, api: "View.onHover(perform:)")
    }
}
