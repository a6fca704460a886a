// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Scales images within the view according to one of the relative sizes available
    /// (drawn only).
    ///
    /// - Parameter scale: One of the relative sizes available for images in the view.
    /// - Returns: A view with the image scale set.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_ControlAttributeModifier(attribute: .imageScale(scale)))
    }

    /// Sets the size for controls within this view (drawn only).
    ///
    /// - Parameter controlSize: One of the control sizes specified in the ``ControlSize``
    ///   enumeration.
    /// - Returns: A view that sets the control size.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_ControlAttributeModifier(attribute: .controlSize(controlSize)))
    }
}
