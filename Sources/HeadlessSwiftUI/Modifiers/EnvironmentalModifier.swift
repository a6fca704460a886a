// ViewLifecycle · HeadlessSwiftUI

/// A modifier that resolves to a concrete modifier in the environment of the view it modifies.
///
/// The graph calls `resolve(in:)` with the view's environment each time the view updates, and
/// applies the modifier it returns to the content.
@available(iOS 13.0, macOS 10.15, *)
public protocol EnvironmentalModifier: ViewModifier where Self.Body == Never {
    /// The type of modifier to use after being resolved.
    associatedtype ResolvedModifier: ViewModifier

    /// Resolves to a concrete modifier in `environment`.
    ///
    /// - Parameter environment: The environment of the modified view.
    /// - Returns: The modifier to apply.
    func resolve(in environment: EnvironmentValues) -> Self.ResolvedModifier
}

/// Which modifier types resolve in the environment.
@MainActor
enum EnvironmentalModifierTypes {
    /// The environmental modifier type of each modifier type asked about, or `nil`.
    static let memo = TypeMemo<(any EnvironmentalModifier.Type)?>()
}
