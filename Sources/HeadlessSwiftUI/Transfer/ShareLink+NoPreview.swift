// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates an instance that presents the share interface for URLs.
    ///
    /// - Parameters:
    ///   - items: The URLs to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates an instance that presents the share interface for strings.
    ///
    /// - Parameters:
    ///   - items: The strings to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates an instance that presents the share interface for a URL.
    ///
    /// - Parameters:
    ///   - item: The URL to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Creates an instance that presents the share interface for a string.
    ///
    /// - Parameters:
    ///   - item: The string to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}
