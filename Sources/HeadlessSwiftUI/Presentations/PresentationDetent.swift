// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type that represents a height where a sheet naturally rests.
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(name: "large")

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        .init(name: "fraction(\(fraction))")
    }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { .init(name: "height(\(height))") }
    /// A detent whose height `type` computes; detents of the same type are equal.
    public static func custom<D>(_ type: D.Type) -> PresentationDetent where D: CustomPresentationDetent {
        .init(name: "custom(\(String(reflecting: type)))")
    }
}
