// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Overrides the device for a preview; inert headlessly (the view itself, no node).
    ///
    /// - Parameter value: A device to use for preview, or `nil`.
    /// - Returns: A preview that uses the given device.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Overrides the size of the container for the preview; inert headlessly.
    ///
    /// - Parameter value: A layout to use for preview.
    /// - Returns: A preview that uses the given layout.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Sets a user visible name to show in the canvas for a preview; inert headlessly.
    ///
    /// - Parameter value: A name for the preview.
    /// - Returns: A preview that uses the given name.
    public func previewDisplayName(_ value: String?) -> some View { self }
}
