// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets a view's foreground elements to use a given style.
    ///
    /// - Parameter style: The color or pattern to use when filling in the foreground elements.
    /// - Returns: A view that uses the given foreground style.
    @inlinable public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        styled(.foregroundStyle(AnyShapeStyle(style)))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view.
    ///
    /// - Parameters:
    ///   - primary: The primary style.
    ///   - secondary: The secondary style.
    /// - Returns: A view that uses the given foreground styles.
    @inlinable public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle {
        styled(.foregroundStyles(AnyShapeStyle(primary), AnyShapeStyle(secondary), nil))
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    ///
    /// - Parameters:
    ///   - primary: The primary style.
    ///   - secondary: The secondary style.
    ///   - tertiary: The tertiary style.
    /// - Returns: A view that uses the given foreground styles.
    @inlinable public func foregroundStyle<S1, S2, S3>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View
    where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle {
        styled(.foregroundStyles(AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)))
    }

    /// Sets the color of the foreground elements displayed by this view.
    ///
    /// - Parameter color: The foreground color to use, or `nil` to reset it.
    /// - Returns: A view that uses the foreground color you supply.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @inlinable public func foregroundColor(_ color: Color?) -> some View {
        styled(.foregroundColor(color))
    }

    /// Sets the tint within this view.
    ///
    /// - Parameter tint: The tint to apply, or `nil` for the default.
    /// - Returns: A view with the tint.
    @inlinable public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
        styled(.tint(tint.map(AnyShapeStyle.init)))
    }

    /// Sets the tint color within this view.
    ///
    /// - Parameter tint: The tint color, or `nil` for the default.
    /// - Returns: A view with the tint.
    @_disfavoredOverload
    @inlinable public func tint(_ tint: Color?) -> some View {
        styled(.tint(tint.map(AnyShapeStyle.init)))
    }

    /// Sets the specified style to render backgrounds within the view.
    ///
    /// - Parameter style: The background style.
    /// - Returns: A view with the background style.
    @inlinable public func backgroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        styled(.backgroundStyle(AnyShapeStyle(style)))
    }
}
