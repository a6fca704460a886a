// ViewLifecycle · HeadlessUIKit

import Foundation

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// A closure that sets traits on a mutable container.
    public typealias TraitMutations = (_ mutableTraits: inout any UIMutableTraits) -> Void

    /// Creates a trait collection that specifies the traits a closure sets.
    ///
    /// - Parameter mutations: Sets the traits, starting from none.
    public convenience init(mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void) {
        self.init(storage: Self.mutate(TraitStorage(), with: mutations))
    }

    /// Creates a trait collection that specifies one trait.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait, or its default value when this collection does not specify it.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy of this collection with the traits a closure sets changed.
    ///
    /// - Parameter mutations: Sets the traits, starting from this collection's.
    /// - Returns: The new collection.
    public func modifyingTraits(
        _ mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> UITraitCollection {
        UITraitCollection(storage: Self.mutate(storage, with: mutations))
    }

    /// Returns a copy of this collection with one trait's value replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Returns the traits whose values differ from another collection's.
    ///
    /// - Parameter traitCollection: The collection to compare with; `nil` compares with a
    ///   collection that specifies nothing.
    /// - Returns: The changed traits, those this collection specifies first.
    public func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        storage.changedTraits(from: traitCollection?.storage ?? TraitStorage())
    }

    /// The system traits dynamic colours resolve by.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
            UITraitDisplayGamut.self, UITraitActiveAppearance.self,
        ]
    }

    /// The system traits an asset catalog chooses image variants by.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitDisplayGamut.self,
            UITraitLayoutDirection.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self,
            UITraitLegibilityWeight.self,
        ]
    }

    /// The language text is typeset for, or `nil`.
    public var typesettingLanguage: Locale.Language? { self[UITraitTypesettingLanguage.self] }

    /// Creates a trait collection that specifies only the typesetting language.
    ///
    /// - Parameter typesettingLanguage: The language, or `nil`.
    public convenience init(typesettingLanguage: Locale.Language?) {
        self.init(storage: TraitStorage(UITraitTypesettingLanguage.self, typesettingLanguage))
    }

    private static func mutate(
        _ start: TraitStorage, with mutations: (_ mutableTraits: inout any UIMutableTraits) -> Void
    ) -> TraitStorage {
        var overrides = UITraitOverrides()
        overrides.storage = start
        var traits: any UIMutableTraits = overrides
        mutations(&traits)
        // A closure may assign a container of its own; then its values cannot be read back, and
        // the collection keeps what it started from.
        return (traits as? UITraitOverrides)?.storage ?? start
    }
}
