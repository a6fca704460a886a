// ViewLifecycle · HeadlessSwiftUI

/// A view that controls a sharing presentation.
///
/// The label is a child; on screen `Button "label"`, whose tap records what is shared
/// (`Headless.shares`) and presents a `ShareSheet` layer until its Close button, or a swipe,
/// dismisses it (on a device, UIKit's activity view controller as a sheet).
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
    Data.Element: Transferable
{
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(
        sharing items: Data, subject: Text?, message: Text?,
        preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// Creates an instance that presents the share interface.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items to show when sharing to activities that support a
    ///     subject field.
    ///   - message: A description of the items to show when sharing to activities that support
    ///     a message field.
    ///   - preview: A closure that returns a representation of each item to render in a preview.
    ///   - label: A view builder that produces a label that describes the share action.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(sharing: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ShareLink: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }
}

extension ShareLink {
    /// Creates an instance that presents the share interface for one item.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item to show when sharing to activities that support a
    ///     subject field.
    ///   - message: A description of the item to show when sharing to activities that support
    ///     a message field.
    ///   - preview: A representation of the item to render in a preview.
    ///   - label: A view builder that produces a label that describes the share action.
    public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
            label: label())
    }
}
