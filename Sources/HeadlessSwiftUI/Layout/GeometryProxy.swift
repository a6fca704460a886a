// ViewLifecycle · HeadlessSwiftUI

/// A proxy for access to the size and coordinate space of the container view.
///
/// Headlessly the proposed size is the hosting view's bounds (HeadlessUIKit's iPhone screen,
/// 393 x 852 points, unless the host was resized), with no safe area insets.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view.
    public let safeAreaInsets: EdgeInsets
    /// Where the container is in the hosting view's coordinate space (`AnchorLayout`), which an
    /// anchor's value is moved from.
    var origin: CGPoint = .zero

    /// The container view's bounds rectangle, at the origin in every coordinate space.
    ///
    /// - Parameter coordinateSpace: The coordinate space.
    /// - Returns: The frame.
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}
