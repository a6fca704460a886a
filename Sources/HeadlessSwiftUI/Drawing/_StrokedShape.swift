// ViewLifecycle · HeadlessSwiftUI

/// A shape's outline traced with a stroke style, as `stroke(style:)` returns.
struct _StrokedShape<Base: Shape>: Shape {
    /// The shape stroked.
    let base: Base
    /// How it is stroked.
    let style: StrokeStyle

    /// The base's path (headlessly a stroke is not expanded into an outline).
    func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// A stroked shape is styled as a stroke.
    static var role: ShapeRole { .stroke }

    /// Nothing is animated headlessly.
    typealias AnimatableData = EmptyAnimatableData
}
