// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space (drawn only: layout is not computed).
    ///
    /// - Parameter name: A name used to identify this coordinate space.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
    public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        inert(.coordinateSpace, api: "View.coordinateSpace(name:)")
    }
}

extension View {
    /// Assigns a name to the view's coordinate space (drawn only: layout is not computed).
    ///
    /// - Parameter name: The coordinate space's name.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        inert(.coordinateSpace, api: "View.coordinateSpace(_:)")
    }
}
