// ViewLifecycle · HeadlessSwiftUI

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user interacts with the button.
    @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { Text(title) }
    }
}
