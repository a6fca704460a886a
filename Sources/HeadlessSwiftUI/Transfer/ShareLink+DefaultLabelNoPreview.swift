// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Each label's URL and String forms side by side, as Apple declares the `item:` forms below; Apple
// puts the `items:` forms' element type on two extensions instead, which compiles the same.
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance, with the standard share label, that presents the share interface for URLs.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(sharing: items, title: nil, subject: subject, message: message, preview: nil)
    }

    /// Like the URL form above, for strings.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(sharing: items, title: nil, subject: subject, message: message, preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for URLs.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(sharing: items, title: Text(titleKey), subject: subject, message: message, preview: nil)
    }

    /// Like the URL form above, for strings.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(sharing: items, title: Text(titleKey), subject: subject, message: message, preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for URLs.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where S: StringProtocol, Data.Element == URL {
        self.init(sharing: items, title: Text(title), subject: subject, message: message, preview: nil)
    }

    /// Like the URL form above, for strings.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where S: StringProtocol, Data.Element == String {
        self.init(sharing: items, title: Text(title), subject: subject, message: message, preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for URLs.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == URL {
        self.init(sharing: items, title: title, subject: subject, message: message, preview: nil)
    }

    /// Like the URL form above, for strings.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil)
    where Data.Element == String {
        self.init(sharing: items, title: title, subject: subject, message: message, preview: nil)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance, with the standard share label, that presents the share interface for a URL.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), title: nil, subject: subject, message: message, preview: nil)
    }

    /// Like the URL overload with the same labels just above, for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), title: nil, subject: subject, message: message, preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for a URL.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), title: Text(titleKey), subject: subject, message: message,
            preview: nil)
    }

    /// Like the URL overload with the same labels just above, for a string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), title: Text(titleKey), subject: subject, message: message,
            preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for a URL.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>, S: StringProtocol {
        self.init(
            sharing: CollectionOfOne(item), title: Text(title), subject: subject, message: message,
            preview: nil)
    }

    /// Like the URL overload with the same labels just above, for a string.
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>, S: StringProtocol {
        self.init(
            sharing: CollectionOfOne(item), title: Text(title), subject: subject, message: message,
            preview: nil)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for a URL.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), title: title, subject: subject, message: message, preview: nil)
    }

    /// Like the URL overload with the same labels just above, for a string.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), title: title, subject: subject, message: message, preview: nil)
    }
}
