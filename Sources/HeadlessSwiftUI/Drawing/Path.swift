// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The outline of a 2D shape, kept as the rectangles, ellipses and lines that made it.
///
/// Nothing is drawn headlessly: a path records its elements and its bounding rectangle.
public struct Path: Equatable, Sendable {
    /// One recorded element of a path.
    enum Element: Equatable, Sendable {
        case move(CGPoint), line(CGPoint), rect(CGRect), ellipse(CGRect), roundedRect(CGRect, CGSize)
        case close
    }

    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        elements = [.rect(rect)]
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerSize)]
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, CGSize(width: cornerRadius, height: cornerRadius))]
    }

    /// Creates a path containing an ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        elements = [.ellipse(rect)]
    }

    /// Creates an empty path, then runs a closure to add its elements.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(end))
    }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) {
        elements.append(.line(end))
    }

    /// Appends straight line segments through the points.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a rectangular subpath, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(Element.rect(rect).applying(transform))
    }

    /// Adds an ellipse inscribed in the rectangle, transformed by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements.append(Element.ellipse(rect).applying(transform))
    }

    /// Adds a rounded rectangle, transformed by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        elements.append(Element.roundedRect(rect, cornerSize).applying(transform))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// The smallest rectangle holding every point and figure of the path.
    public var boundingRect: CGRect {
        var result = CGRect.null
        for element in elements {
            switch element {
            case .move(let point), .line(let point): result = result.union(CGRect(origin: point, size: .zero))
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _): result = result.union(rect)
            case .close: break
            }
        }
        return result.isNull ? .zero : result
    }
}
