// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// In a compact horizontal size class (an iPhone) the inspector is a sheet, as Apple's
    /// documentation says; the content builder runs when the view is built, as SwiftUI runs it.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the inspector.
    ///   - content: The inspector content.
    /// - Returns: The view, presenting the inspector while `isPresented` is `true`.
    public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View
    where V: View {
        let built = content()
        return sheet(isPresented: isPresented) { built }
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation; a
    /// sheet on an iPhone ignores it, so it only draws.
    ///
    /// - Parameters:
    ///   - min: The minimum allowed width for the trailing column inspector.
    ///   - ideal: The initial width of the inspector in a trailing column.
    ///   - max: The maximum allowed width for the trailing column inspector.
    /// - Returns: The view, unchanged headlessly.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// Sets a fixed, preferred width for the inspector containing this view when presented as a
    /// trailing column; a sheet on an iPhone ignores it.
    ///
    /// - Parameter width: The preferred fixed width for the inspector.
    /// - Returns: The view, unchanged headlessly.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }
}
