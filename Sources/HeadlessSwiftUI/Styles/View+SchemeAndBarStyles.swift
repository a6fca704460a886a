// ViewLifecycle · HeadlessSwiftUI

// The preferred color scheme, the bars' color scheme and background style and the sheet's
// background are drawn only: each is one style attribute, read by nothing but `Headless.dump`.
extension View {
    /// Sets the preferred color scheme for this presentation.
    ///
    /// - Parameter colorScheme: The preferred color scheme for this view, or `nil` for the
    ///   system's.
    /// - Returns: A view that sets the color scheme.
    @inlinable public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        styled(.preferredColorScheme(colorScheme))
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI.
    ///
    /// - Parameters:
    ///   - colorScheme: The preferred color scheme of the background of the bar.
    ///   - bars: The bars to update the color scheme of or `automatic` if empty.
    @inlinable public func toolbarColorScheme(
        _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
    ) -> some View {
        styled(.toolbarColorScheme(colorScheme, bars))
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI.
    ///
    /// - Parameters:
    ///   - style: The style to display as the background of the bar.
    ///   - bars: The bars to use the style for or `automatic` if empty.
    @inlinable public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View
    where S: ShapeStyle {
        styled(.toolbarBackgroundStyle(AnyShapeStyle(style), bars))
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    ///
    /// - Parameter style: The shape style to use as the presentation background.
    @inlinable public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        styled(.presentationBackground(AnyShapeStyle(style)))
    }
}
