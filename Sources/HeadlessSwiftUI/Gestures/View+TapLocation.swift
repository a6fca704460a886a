// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension View {
    /// Adds an action to perform when this view recognizes a tap; the driver's tap plays it as
    /// it plays `onTapGesture(count:perform:)`, at the element's origin, so the location is
    /// `.zero` in any coordinate space.
    @available(
        iOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(TapGesture(count: count).onEnded { action(.zero) })
    }

    /// Adds an action to perform when this view recognizes a tap; the driver's tap plays it as
    /// it plays `onTapGesture(count:perform:)`, at the element's origin, so the location is
    /// `.zero` in any coordinate space.
    @available(iOS 17.0, macOS 14.0, *)
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(TapGesture(count: count).onEnded { action(.zero) })
    }

    /// Adds an action to perform when this view recognizes a long press, through the same
    /// gesture as `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    @available(
        iOS, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    @available(
        macOS, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}
