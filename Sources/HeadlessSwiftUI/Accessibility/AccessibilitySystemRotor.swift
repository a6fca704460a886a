// ViewLifecycle · HeadlessSwiftUI

/// Designates a predefined rotor for navigating through the accessibility elements of a
/// view (stored only: there is no VoiceOver rotor headlessly).
@available(iOS 15.0, tvOS 15.0, *)
public struct AccessibilitySystemRotor: Sendable {
    /// The rotor's name.
    let name: String

    /// System rotors allowing users to iterate through links or visited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }

    /// System rotor allowing users to iterate through all links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }

    /// System rotor allowing users to iterate through all headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }

    /// System rotor allowing users to iterate through all headings of the given level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings\(level.rawValue)")
    }

    /// System rotor allowing users to iterate through the `boldText` of the view.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }

    /// System rotor allowing users to iterate through the `italicText` of the view.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }

    /// System rotor allowing users to iterate through the `underlineText` of the view.
    public static var underlineText: AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "underlineText")
    }

    /// System rotor allowing users to iterate through the `misspelledWords` of the view.
    public static var misspelledWords: AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "misspelledWords")
    }

    /// System rotor allowing users to iterate through the `images` of the view.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }

    /// System rotor allowing users to iterate through the `textFields` of the view.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }

    /// System rotor allowing users to iterate through the `tables` of the view.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }

    /// System rotor allowing users to iterate through the `lists` of the view.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }

    /// System rotor allowing users to iterate through the `landmarks` of the view.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}
