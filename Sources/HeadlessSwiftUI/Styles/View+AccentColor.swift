// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the accent color for this view and the views it contains.
    ///
    /// As on a device, it writes the environment's accent color (read by the styles that tint).
    ///
    /// - Parameter accentColor: The color to use as an accent color, or `nil` for the app's.
    /// - Returns: A view that uses the accent color.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "Use the asset catalog's accent color or View.tint(_:) instead."
    )
    @inlinable public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }
}
