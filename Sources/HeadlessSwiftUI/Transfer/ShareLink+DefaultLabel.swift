// ViewLifecycle · HeadlessSwiftUI

extension ShareLink where Label == DefaultShareLinkLabel {
    /// The one initializer the standard-label ones share: the label shows `title`, or "Share".
    init(
        sharing items: Data, title: Text?, subject: Text?, message: Text?,
        preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    ) {
        self.init(
            sharing: items, subject: subject, message: message, preview: preview,
            label: DefaultShareLinkLabel(title: title))
    }

    /// Creates an instance, with the standard share label, that presents the share interface.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - preview: A closure that returns a representation of each item to render in a preview.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, title: nil, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with the standard share label, that presents the share interface.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - preview: A closure that returns a representation of each item to render in a preview.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, title: Text(titleKey), subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with the standard share label, that presents the share interface.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - preview: A closure that returns a representation of each item to render in a preview.
    @_disfavoredOverload
    public init<S>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) where S: StringProtocol {
        self.init(sharing: items, title: Text(title), subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with the standard share label, that presents the share interface.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - items: The items to share.
    ///   - subject: A title for the items, for activities that support a subject field.
    ///   - message: A description of the items, for activities that support a message field.
    ///   - preview: A closure that returns a representation of each item to render in a preview.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(sharing: items, title: title, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with the standard share label, that presents the share interface for one item.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(
            sharing: CollectionOfOne(item), title: nil, subject: subject, message: message,
            preview: { _ in preview })
    }

    /// Creates an instance, with the standard share label, that presents the share interface for one item.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init<I>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(
            sharing: CollectionOfOne(item), title: Text(titleKey), subject: subject, message: message,
            preview: { _ in preview })
    }

    /// Creates an instance, with the standard share label, that presents the share interface for one item.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    @_disfavoredOverload
    public init<S, I>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, S: StringProtocol, I: Transferable {
        self.init(
            sharing: CollectionOfOne(item), title: Text(title), subject: subject, message: message,
            preview: { _ in preview })
    }

    /// Creates an instance, with the standard share label, that presents the share interface for one item.
    ///
    /// - Parameters:
    ///   - title: The title of the label.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for activities that support a subject field.
    ///   - message: A description of the item, for activities that support a message field.
    ///   - preview: A representation of the item to render in a preview.
    public init<I>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(
            sharing: CollectionOfOne(item), title: title, subject: subject, message: message,
            preview: { _ in preview })
    }
}
