// ViewLifecycle · HeadlessSwiftUI

/// A simulator device that runs a preview; kept, never used headlessly.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, as the simulator spells it.
    public let rawValue: String

    /// Creates a device from its name.
    ///
    /// - Parameter rawValue: The device's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from its name written as a literal.
    ///
    /// - Parameter stringLiteral: The device's name.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}
