// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Shape {
    /// Returns a new shape that is a stroked copy of `self`.
    public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(base: self, style: style)
    }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// Returns a view that is the result of insetting `self` by half the stroke width, then stroking it.
    @_disfavoredOverload
    public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Returns a view that is the result of insetting `self` by half the stroke width, then stroking it.
    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(ForegroundStyle(), style: style)
    }

    /// Returns a view that is the result of filling an inner stroke of `self` with `content`.
    @_disfavoredOverload
    public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    where S: ShapeStyle {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Returns a view that is the result of filling an inner stroke of `self` with the foreground color.
    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
