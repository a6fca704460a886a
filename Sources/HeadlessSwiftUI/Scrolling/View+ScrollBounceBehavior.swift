// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis (one inert
    /// node).
    ///
    /// - Parameters:
    ///   - behavior: The bounce behavior to apply to any scrollable views within the configured
    ///     view.
    ///   - axes: The set of axes to apply `behavior` to.
    /// - Returns: A view that's configured with the specified scroll bounce behavior.
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func scrollBounceBehavior(
        _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
    ) -> some View {
        inert(.scrollBounceBehavior(behavior.name, axes), api: "View.scrollBounceBehavior(_:axes:)")
    }
}
