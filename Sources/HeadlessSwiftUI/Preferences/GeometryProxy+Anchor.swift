// ViewLifecycle · HeadlessSwiftUI

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view.
    ///
    /// The anchor's value, held in the hosting view's coordinate space, moved into the reader's:
    /// the reader's origin is where `AnchorLayout` places it.
    ///
    /// - Parameter anchor: The anchor to resolve.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: origin)
    }
}
