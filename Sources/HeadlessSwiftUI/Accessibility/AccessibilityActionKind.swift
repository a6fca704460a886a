// ViewLifecycle · HeadlessSwiftUI

/// The structure that defines the kinds of available accessibility actions.
///
/// `.default` is the element's activation (a double tap in VoiceOver): headlessly, its tap.
/// A named kind is a custom action the driver performs by name; `.escape` and `.magicTap` are
/// kept but no driver call plays them.
public struct AccessibilityActionKind: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case activate, escape, magicTap
        case named(String)
    }

    package let kind: Kind

    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(kind: .activate)
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The value that represents the magic tap, a two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)

    init(kind: Kind) {
        self.kind = kind
    }

    /// Creates a kind for a custom action with the name the text gives.
    ///
    /// - Parameter name: The action's name, as VoiceOver offers it.
    public init(named name: Text) {
        kind = .named(name.string)
    }

    /// Whether two kinds are the same action.
    public static func == (a: AccessibilityActionKind, b: AccessibilityActionKind) -> Bool {
        a.kind == b.kind
    }
}
