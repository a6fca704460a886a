// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the visibility of scroll indicators within this view (inert).
    @inlinable public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    )
        -> some View
    {
        inert(.scrollIndicators(visibility, axes), api: "View.scrollIndicators(_:axes:)")
    }

    /// Configures the behavior in which scrollable content interacts with the software keyboard
    /// (inert).
    @inlinable public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        inert(.scrollDismissesKeyboard(mode.rawValue), api: "View.scrollDismissesKeyboard(_:)")
    }

    /// Specifies the visibility of the background for scrollable views within this view (inert).
    @inlinable public func scrollContentBackground(_ visibility: Visibility) -> some View {
        inert(.scrollContentBackground(visibility), api: "View.scrollContentBackground(_:)")
    }

    /// Disables or enables scrolling in scrollable views (inert: nothing scrolls headlessly).
    @inlinable public func scrollDisabled(_ disabled: Bool) -> some View {
        inert(.scrollDisabled(disabled), api: "View.scrollDisabled(_:)")
    }
}
