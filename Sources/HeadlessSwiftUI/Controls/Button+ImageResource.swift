// ViewLifecycle · HeadlessSwiftUI

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a button with an image resource and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - image: The image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// Creates a button with an image resource and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - image: The image resource to lookup.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, action: @escaping () -> Void) where S: StringProtocol {
        self.init(action: action) { HeadlessSwiftUI.Label(title, image: image) }
    }

    /// Creates a button with a role, an image resource and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the button's localized title.
    ///   - image: The image resource to lookup.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// Creates a button with a role, an image resource and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's `action`.
    ///   - image: The image resource to lookup.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void)
    where S: StringProtocol {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(title, image: image) }
    }
}
