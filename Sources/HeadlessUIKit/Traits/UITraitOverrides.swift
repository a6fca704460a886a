// ViewLifecycle · HeadlessUIKit

/// The traits a view, controller or presentation controller sets for itself and everything below
/// it, over the ones it inherits.
///
/// Setting a trait through an environment's `traitOverrides` changes that environment's trait
/// collection and its descendants' at once: each whose collection changed hears
/// `traitCollectionDidChange(_:)` and its registered handlers (Docs/HeadlessUIKit.md, "Traits").
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
    /// The overridden traits and their values.
    var storage = TraitStorage()

    init() {}

    /// Returns whether the overrides set `trait`.
    ///
    /// - Parameter trait: The trait's definition.
    /// - Returns: `true` when the trait is overridden, even to its default value.
    public func contains(_ trait: UITrait) -> Bool { storage.contains(trait) }

    /// Removes the override of `trait`, so its inherited value applies again.
    ///
    /// - Parameter trait: The trait's definition.
    public mutating func remove(_ trait: UITrait) { storage.remove(trait) }

    /// The overridden value of a trait, or the trait's default value when it is not overridden.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }
}
