// ViewLifecycle · HeadlessSwiftUI

/// A named coordinate space (drawn only: layout is not computed, so every frame is at the
/// origin in it).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// The resolved coordinate space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    ///
    /// - Parameter name: A unique value that identifies the coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view that allows scrolling along the provided axis.
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable("ScrollView.\(axis)"))
    }

    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable("ScrollView"))
    }
}
