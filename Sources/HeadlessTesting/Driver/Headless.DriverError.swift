// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Why a driver call (`tap`, `type`, `select`…) did nothing: no element matched, several
    /// did, or the one that matched does not take that gesture. Its description names what was
    /// looked for and lists what is on screen, so a failing test says what to fix.
    public struct DriverError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The message: what was looked for, and what the screen shows instead.
        public let description: String

        /// Creates an error with its message.
        ///
        /// - Parameter description: The message.
        public init(_ description: String) {
            self.description = description
        }
    }
}

extension Headless.DriverError {
    /// Nothing matched `locator`; `onScreen` is what the user can reach (the top layer).
    package static func notFound(_ locator: Headless.Locator, onScreen: [ScreenElement]) -> Self {
        Self("No element \(locator) on screen. On screen: \(listed(onScreen)).")
    }

    /// Several elements match and take the gesture.
    package static func ambiguous(
        _ locator: Headless.Locator, _ gesture: ScreenGesture, _ matches: [ScreenElement]
    )
        -> Self
    {
        Self(
            "\(matches.count) elements \(locator) can be \(gesture.pastParticiple): \(lines(matches)). "
                + namingOne(of: matches, by: locator))
    }

    /// Several elements on screen match `locator`, for a query.
    package static func ambiguous(_ locator: Headless.Locator, _ matches: [ScreenElement]) -> Self {
        Self(
            "\(matches.count) elements \(locator) on screen: \(lines(matches)). "
                + namingOne(of: matches, by: locator))
    }

    /// How a test names one of `matches`: by role and label when their roles tell them apart and
    /// `locator` has no role, otherwise by an accessibility identifier of its own.
    static func namingOne(of matches: [ScreenElement], by locator: Headless.Locator) -> String {
        if case .label = locator, Set(matches.map(\.role)).count == matches.count {
            return "Name one by its role and label, as .button(\"Save\") does, or by .id(_:)."
        }
        return "Give the one meant an accessibilityIdentifier of its own and name it by .id(_:)."
    }

    /// The elements that match do not take the gesture.
    static func cannot(_ gesture: ScreenGesture, _ matches: [ScreenElement]) -> Self {
        Self("\(lines(matches)) cannot be \(gesture.pastParticiple).")
    }

    /// The one element that matches is disabled.
    package static func disabled(_ gesture: ScreenGesture, _ element: ScreenElement) -> Self {
        Self("\(element.line) cannot be \(gesture.pastParticiple): it is disabled.")
    }

    /// The elements' own lines, comma-separated.
    package static func lines(_ elements: [ScreenElement]) -> String {
        elements.map(\.line).joined(separator: ", ")
    }

    /// The lines of `elements` and of everything inside them, comma-separated, or "nothing".
    package static func listed(_ elements: [ScreenElement]) -> String {
        let lines = elements.flatMap(\.selfAndDescendants).map(\.line)
        return lines.isEmpty ? "nothing" : lines.joined(separator: ", ")
    }
}
