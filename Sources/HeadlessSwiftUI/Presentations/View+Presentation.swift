// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// The sheet is a hosting controller presented as a page sheet: the presenting views stay on
    /// screen (no `onDisappear`). It goes when the binding is set to `false`, when a view inside it
    /// calls `dismiss()`, or when the user's swipe finishes (which sets the binding to `false`).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure that returns the content of the sheet.
    /// - Returns: The view, presenting the sheet while `isPresented` is `true`.
    public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        presentation(isPresented: isPresented, style: .pageSheet, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// A new item (by its `id`) while one is shown dismisses the old sheet, runs `onDismiss`, and
    /// presents the new one.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the sheet.
    ///   - onDismiss: The closure to execute when dismissing the sheet.
    ///   - content: A closure returning the content of the sheet.
    /// - Returns: The view, presenting the sheet while `item` is not `nil`.
    public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        presentation(item: item, style: .pageSheet, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible when binding to a
    /// Boolean value you provide is true.
    ///
    /// The cover is a hosting controller presented full screen: the presenting views disappear
    /// while it is shown and appear again when it goes.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the cover.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure that returns the content of the modal view.
    /// - Returns: The view, presenting the cover while `isPresented` is `true`.
    public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        presentation(isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the cover.
    ///   - onDismiss: The closure to execute when dismissing the modal view.
    ///   - content: A closure returning the content of the modal view.
    /// - Returns: The view, presenting the cover while `item` is not `nil`.
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        presentation(item: item, style: .fullScreen, onDismiss: onDismiss, content: content)
    }

    private func presentation<Content: View>(
        isPresented: Binding<Bool>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?,
        content: () -> Content
    ) -> some View {
        let presented =
            isPresented.wrappedValue
            ? PresentationRequest(view: AnyView(content()), identity: AnyHashable(true), style: style) : nil
        return modifier(
            _PresentationModifier(presented: presented, onDismiss: onDismiss) {
                isPresented.wrappedValue = false
            })
    }

    private func presentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?,
        content: (Item) -> Content
    ) -> some View {
        let presented = item.wrappedValue.map {
            PresentationRequest(view: AnyView(content($0)), identity: AnyHashable($0.id), style: style)
        }
        return modifier(
            _PresentationModifier(presented: presented, onDismiss: onDismiss) { item.wrappedValue = nil })
    }
}
