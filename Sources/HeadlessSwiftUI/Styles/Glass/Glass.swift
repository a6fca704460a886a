// ViewLifecycle · HeadlessSwiftUI

/// A configuration of the Liquid Glass material: its variant, tint and interactivity (kept, not
/// drawn).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable {
    /// The variant: regular, clear or identity.
    let variant: String
    /// The tint, if any.
    let tintColor: Color?
    /// Whether the glass reacts to touches.
    let isInteractive: Bool

    /// The standard glass, of medium transparency.
    public static var regular: Glass { Glass(variant: "regular", tintColor: nil, isInteractive: false) }
    /// A highly transparent glass, for content over media.
    public static var clear: Glass { Glass(variant: "clear", tintColor: nil, isInteractive: false) }
    /// No glass: the view as it is, for turning the effect off.
    public static var identity: Glass { Glass(variant: "identity", tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (nil removes the tint).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass, reacting to touches when `isEnabled`.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}
