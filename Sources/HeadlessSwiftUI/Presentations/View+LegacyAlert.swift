// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Presents an alert to the user.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the alert; a tap on a button sets
    ///     it to `nil` before the button's action runs.
    ///   - content: A closure returning the alert to present.
    /// - Returns: The view, presenting the alert while `item` is not `nil`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `View.alert(title:isPresented:presenting::actions:) instead."
    )
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
    where Item: Identifiable {
        modifier(
            _AlertModifier(request: item.wrappedValue.map { content($0).request }) { item.wrappedValue = nil }
        )
    }

    /// Presents an alert to the user.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - content: A closure returning the alert to present.
    /// - Returns: The view, presenting the alert while `isPresented` is `true`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `View.alert(title:isPresented:presenting::actions:) instead."
    )
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presenting(isPresented: isPresented, data: ()) { content().request }
    }

    /// Presents an action sheet using the given item as a data source for the sheet's content.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the action sheet.
    ///   - content: A closure returning the `ActionSheet` to present.
    /// - Returns: The view, presenting the action sheet while `item` is not `nil`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View
    where T: Identifiable {
        modifier(
            _AlertModifier(request: item.wrappedValue.map { content($0).request }) { item.wrappedValue = nil }
        )
    }

    /// Presents an action sheet when a given condition is true.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
    ///   - content: A closure returning the `ActionSheet` to present.
    /// - Returns: The view, presenting the action sheet while `isPresented` is `true`.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
    )
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        presenting(isPresented: isPresented, data: ()) { content().request }
    }
}
