// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes.
    ///
    /// Stored on one inert node: a scroll ends where the driver puts it.
    ///
    /// - Parameter behavior: The scroll behavior.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        inert(
            .scrollTargetBehavior(String(describing: type(of: behavior))),
            api: "View.scrollTargetBehavior(_:)")
    }
}
