// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The outline of a 2D shape.
///
/// Nothing is drawn headlessly, but the geometry is real: a path records its figures
/// (rectangles, ellipses and rounded rectangles as such, like SwiftUI's own storage, and moves,
/// lines and Bézier curves), lists them as elements, transforms them, measures its bounding
/// rectangle and tests points for containment.
public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
    /// One recorded figure of a path.
    enum Figure: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
        case rect(CGRect)
        case ellipse(CGRect)
        /// A rectangle whose corners are quarter ellipses of the given size.
        case roundedRect(CGRect, CGSize)
        /// A rectangle whose corners are quarter circles of their own radii.
        case unevenRoundedRect(CGRect, RectangleCornerRadii)
    }

    /// The figures, in the order added.
    var elements: [Figure] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public init(_ rect: CGRect) {
        elements = [.rect(rect)]
    }

    /// Creates a path containing a rounded rectangle (its corners are kept as quarter ellipses
    /// whatever the style: continuous corners are not modelled).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The size of the corners.
    ///   - style: The corner style.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerSize)]
    }

    /// Creates a path containing a rounded rectangle (corners kept as quarter circles).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The radius of the corners.
    ///   - style: The corner style.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, CGSize(width: cornerRadius, height: cornerRadius))]
    }

    /// Creates a path containing a rectangle with a radius for each corner (kept as quarter
    /// circles).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadii: The radius of each corner.
    ///   - style: The corner style.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        elements = [.unevenRoundedRect(rect, cornerRadii)]
    }

    /// Creates a path containing an ellipse inscribed in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public init(ellipseIn rect: CGRect) {
        elements = [.ellipse(rect)]
    }

    /// Creates an empty path, then runs a closure to add its elements.
    ///
    /// - Parameter callback: The closure adding elements.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Begins a new subpath at the specified point.
    ///
    /// - Parameter end: The point.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(end))
    }

    /// Appends a straight line segment from the current point to the specified point.
    ///
    /// - Parameter end: The point.
    public mutating func addLine(to end: CGPoint) {
        elements.append(.line(end))
    }

    /// Appends straight line segments through the points.
    ///
    /// - Parameter lines: The points; the first begins a subpath.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangular subpath, transformed by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: The transform.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(.rect(rect), transform)
    }

    /// Adds an ellipse inscribed in the rectangle, transformed by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: The transform.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(.ellipse(rect), transform)
    }

    /// Adds a rounded rectangle, transformed by `transform` (corners kept as quarter ellipses).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The size of the corners.
    ///   - style: The corner style.
    ///   - transform: The transform.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        append(.roundedRect(rect, cornerSize), transform)
    }

    /// Adds a rectangle with a radius for each corner, transformed by `transform` (corners kept
    /// as quarter circles).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadii: The radius of each corner.
    ///   - style: The corner style.
    ///   - transform: The transform.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        append(.unevenRoundedRect(rect, cornerRadii), transform)
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Appends a figure, transformed.
    mutating func append(_ figure: Figure, _ transform: CGAffineTransform) {
        elements += Path.transformed([figure], by: transform)
    }
}
