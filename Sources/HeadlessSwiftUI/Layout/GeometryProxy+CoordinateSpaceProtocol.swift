// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GeometryProxy {
    /// Returns the container view's bounds rectangle, converted to a defined coordinate space
    /// (what `frame(in:)` with the resolved space returns).
    ///
    /// - Parameter coordinateSpace: The coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate
    /// space (the container's bounds here: no layout is computed).
    ///
    /// - Parameter coordinateSpace: The coordinate space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        CGRect(origin: .zero, size: size)
    }
}
