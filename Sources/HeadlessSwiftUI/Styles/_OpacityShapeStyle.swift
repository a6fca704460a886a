// ViewLifecycle · HeadlessSwiftUI

/// A style drawn at an opacity, as `ShapeStyle.opacity(_:)` returns.
struct _OpacityShapeStyle: ShapeStyle {
    /// The style.
    let base: AnyShapeStyle
    /// The opacity it is drawn at.
    let opacity: Double
}
