// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// How the driver finds an element on screen: by the label the user reads, by its role and
    /// label, or by its accessibility identifier. A string literal is a label:
    /// `try Headless.tap("Save")`.
    public enum Locator: Equatable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The element whose label is exactly this text (a text's string, a control's title, the
        /// labels of a control's label view joined with ", ", or `accessibilityLabel`). When no
        /// element's whole label matches, one of the ", "-separated parts of a label may.
        case label(String)
        /// The element whose `accessibilityIdentifier` is exactly this string.
        case identifier(String)
        /// The element of this role (its name as the screen text prints it: "Button", "Toggle")
        /// whose label is `label` as ``label(_:)`` matches it; any label when `label` is `nil`.
        case role(String, label: String?)

        /// Creates a locator of the element labelled `value`.
        ///
        /// - Parameter value: The label's text.
        public init(stringLiteral value: String) {
            self = .label(value)
        }

        /// How an error message names the element looked for: `labelled "Save"`,
        /// `with identifier "save"`, `of role Button labelled "Save"`.
        public var description: String {
            switch self {
            case .label(let label): "labelled " + ScreenElement.quoted(label)
            case .identifier(let identifier): "with identifier " + ScreenElement.quoted(identifier)
            case .role(let role, nil): "of role " + role
            case .role(let role, let label?): "of role \(role) " + Self.label(label).description
            }
        }
    }
}
