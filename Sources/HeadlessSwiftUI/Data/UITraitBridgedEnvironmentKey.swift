// ViewLifecycle · HeadlessSwiftUI

/// An environment key whose value UIKit carries as a trait, so the value crosses between a
/// SwiftUI environment and a UIKit trait collection.
///
/// Headlessly the key is an ordinary `EnvironmentKey`: its value is not yet read from, or written
/// to, a hosting controller's traits.
@available(iOS 17.0, *)
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// Reads the key's value from `traitCollection`.
    ///
    /// - Parameter traitCollection: The traits to read.
    /// - Returns: The value the traits carry.
    static func read(from traitCollection: UITraitCollection) -> Self.Value

    /// Writes `value` into `mutableTraits`.
    ///
    /// - Parameters:
    ///   - mutableTraits: The traits to write to.
    ///   - value: The environment value to carry.
    static func write(to mutableTraits: inout any UIMutableTraits, value: Self.Value)
}
