// ViewLifecycle · HeadlessSwiftUI

// The bar items before iOS 14's toolbar, deprecated and still common: each is a toolbar item
// placed at the top bar's leading or trailing edge, so the navigation bar shows it and the driver
// taps it as it taps a toolbar button.
extension View {
    /// Sets the navigation bar items for this view.
    ///
    /// - Parameters:
    ///   - leading: A view that appears on the leading edge of the title.
    ///   - trailing: A view that appears on the trailing edge of the title.
    /// - Returns: A view with the bar items.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar items for this view.
    ///
    /// - Parameter leading: A view that appears on the leading edge of the title.
    /// - Returns: A view with the bar item.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    public func navigationBarItems<L>(leading: L) -> some View where L: View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Sets the navigation bar items for this view.
    ///
    /// - Parameter trailing: A view that appears on the trailing edge of the title.
    /// - Returns: A view with the bar item.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
    )
    @available(macOS, unavailable)
    public func navigationBarItems<T>(trailing: T) -> some View where T: View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
