// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape used to draw a button's border.
///
/// Drawn only: `buttonBorderShape(_:)` changes nothing on the screen.
public struct ButtonBorderShape: Equatable, Sendable {
    /// The shape's kind, with the corner radius of a rounded rectangle (nil: the system's).
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(CGFloat?)
        case circle
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given context
    /// and platform.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle shape with the given corner radius.
    ///
    /// - Parameter radius: The radius of the rectangle's corners.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
}
