// ViewLifecycle · HeadlessSwiftUI

/// What a style modifier stores: the value it was given, so the screen snapshot can read it
/// (`opacity(0)` hides its content) and `Headless.dump` can show it.
@usableFromInline
package enum StyleAttribute {
    case foregroundStyle(AnyShapeStyle)
    /// The primary, secondary and (when given) tertiary levels.
    case foregroundStyles(AnyShapeStyle, AnyShapeStyle, AnyShapeStyle?)
    case foregroundColor(Color?)
    case tint(AnyShapeStyle?)
    case backgroundStyle(AnyShapeStyle)
    case background(AnyShapeStyle?, shape: (any Shape)?, edges: Edge.Set)
    case overlay(AnyShapeStyle, shape: (any Shape)?, edges: Edge.Set)
    case border(AnyShapeStyle, width: CGFloat)
    case cornerRadius(CGFloat, antialiased: Bool)
    case clipShape(any Shape, FillStyle)
    case clipped(antialiased: Bool)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case scaleEffect(CGSize, anchor: UnitPoint)
    case rotationEffect(Angle, anchor: UnitPoint)
    case rotation3DEffect(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint)
    case zIndex(Double)
    case contentShape(any Shape, eoFill: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case colorMultiply(Color)
    case hueRotation(Angle)
    case colorInvert
    case luminanceToAlpha
    case blendMode(BlendMode)
    case compositingGroup
    case drawingGroup(opaque: Bool)
    case gridCellColumns(Int)
    case gridCellAnchor(UnitPoint)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellUnsizedAxes(Axis.Set)
    /// The scheme asked of the presentation (a preference upwards in SwiftUI; stored only).
    case preferredColorScheme(ColorScheme?)
    case toolbarColorScheme(ColorScheme?, [ToolbarPlacement])
    case toolbarBackgroundStyle(AnyShapeStyle, [ToolbarPlacement])
    case presentationBackground(AnyShapeStyle)
}
