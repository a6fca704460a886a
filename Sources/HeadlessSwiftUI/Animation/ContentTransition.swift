// ViewLifecycle · HeadlessSwiftUI

/// A kind of transition that applies to the content within a single view.
public struct ContentTransition: Equatable, Sendable {
    let name: String

    /// The identity content transition, which indicates that content changes shouldn't animate.
    public static let identity = ContentTransition(name: "identity")
    /// A content transition that indicates content fades from transparent to opaque on insertion.
    public static let opacity = ContentTransition(name: "opacity")
    /// A content transition that indicates the views attempt to interpolate their contents.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Creates a content transition intended to be used with `Text` views displaying numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        .init(name: "numericText(\(countsDown))")
    }

    /// Creates a content transition for text showing `value`, whose direction follows how the
    /// value changes (kept by name and value: nothing is animated headlessly).
    ///
    /// - Parameter value: The number the text shows.
    /// - Returns: The content transition.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func numericText(value: Double) -> ContentTransition {
        .init(name: "numericText(value: \(value))")
    }
}
