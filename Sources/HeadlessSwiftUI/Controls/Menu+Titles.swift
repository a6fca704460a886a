// ViewLifecycle · HeadlessSwiftUI

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the link's localized title.
    ///   - content: A group of menu items.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the link's localized title.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where S: StringProtocol {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the link's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: A group of menu items.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu that generates its label from a string and system image.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}
