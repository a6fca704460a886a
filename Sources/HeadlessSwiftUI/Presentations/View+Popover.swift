// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// In a compact horizontal size class (every iPhone in portrait) a popover adapts to a sheet,
    /// so it is presented as a page sheet: the presenter's views stay, and its anchor and arrow
    /// edge only draw.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the `attachmentAnchor` that defines the location of the popover's arrow.
    ///   - content: A closure returning the content of the popover.
    /// - Returns: The view, presenting the popover while `item` is not `nil`.
    public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        sheet(item: item, content: content)
    }

    /// Presents a popover when a given condition is true.
    ///
    /// In a compact horizontal size class it is a sheet, as on an iPhone (see
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the `attachmentAnchor` that defines the location of the popover's arrow.
    ///   - content: A closure returning the content of the popover.
    /// - Returns: The view, presenting the popover while `isPresented` is `true`.
    public func popover<Content>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        sheet(isPresented: isPresented, content: content)
    }
}
