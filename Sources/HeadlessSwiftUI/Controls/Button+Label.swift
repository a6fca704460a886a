// ViewLifecycle · HeadlessSwiftUI

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a button with a system image and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping () -> Void) where S: StringProtocol {
        self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role, a system image and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a system image and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void)
    where S: StringProtocol {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}
