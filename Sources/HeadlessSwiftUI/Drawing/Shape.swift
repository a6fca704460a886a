// ViewLifecycle · HeadlessSwiftUI

/// A 2D shape that you can use when drawing a view.
///
/// A shape is a view drawn with the foreground style; headlessly it draws nothing and shows
/// nothing on screen, but keeps its place (and identity) in the graph.
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    ///
    /// - Parameter rect: The frame of reference.
    /// - Returns: A path that describes this shape.
    func path(in rect: CGRect) -> Path

    /// An indication of how to style a shape.
    static var role: ShapeRole { get }

    /// How the shape's path behaves in each layout direction (mirrored horizontally, or fixed).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }

    /// Returns the size of the view that will render the shape, given a proposed size.
    ///
    /// - Parameter proposal: A size proposal for the container.
    /// - Returns: A size that indicates how much space the shape needs.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Shapes are filled by default.
    public static var role: ShapeRole { .fill }

    /// The proposal, with unspecified dimensions as 10 points (SwiftUI's default for a shape).
    ///
    /// - Parameter proposal: A size proposal.
    /// - Returns: The size the shape takes.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape {
    /// A shape mirrors in right-to-left layouts by default, as SwiftUI documents for apps
    /// deploying to iOS 17 (headlessly kept as a value; paths are not mirrored).
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension Shape {
    /// A shape is drawn in the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}
