// ViewLifecycle · HeadlessUIKit

/// The traits a collection or an overrides container specifies, in the order they were first
/// set, each with its value; a trait it does not hold has its definition's default value.
struct TraitStorage {
    /// One specified trait.
    struct Entry {
        /// The trait's definition.
        let trait: UITrait
        /// Its value, of the definition's `Value` type.
        var value: Any
    }

    /// The specified traits, first set first.
    private(set) var entries: [Entry] = []

    /// Storage that specifies nothing.
    init() {}

    /// Storage that specifies one trait.
    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        entries = [Entry(trait: trait, value: value)]
    }

    /// The value of `trait` if specified.
    func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value? {
        entry(trait).map { entries[$0].value as! T.Value }
    }

    /// The value of `trait`, or its default when unspecified.
    func value(ofAny trait: UITrait) -> Any {
        entry(trait).map { entries[$0].value } ?? defaultValue(of: trait)
    }

    /// Whether `trait` is specified.
    func contains(_ trait: UITrait) -> Bool { entry(trait) != nil }

    /// Specifies `trait` as `value`, in place if it was already specified.
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, to value: T.Value) {
        set(any: trait, to: value as Any)
    }

    /// Specifies `trait` as `value`, of the trait's value type, in place if it was already
    /// specified.
    mutating func set(any trait: UITrait, to value: Any) {
        if let index = entry(trait) {
            entries[index].value = value
        } else {
            entries.append(Entry(trait: trait, value: value))
        }
    }

    /// Makes `trait` unspecified.
    mutating func remove(_ trait: UITrait) {
        entries.removeAll { ObjectIdentifier($0.trait) == ObjectIdentifier(trait) }
    }

    /// Takes every trait `other` specifies with a value other than its default, which is how
    /// UIKit combines collections: unspecified values never override.
    mutating func overlay(_ other: TraitStorage) {
        for entry in other.entries where !traitValuesEqual(entry.value, defaultValue(of: entry.trait)) {
            set(any: entry.trait, to: entry.value)
        }
    }

    /// Takes every trait `other` specifies, whatever its value, as overrides do.
    mutating func apply(_ other: TraitStorage) {
        for entry in other.entries { set(any: entry.trait, to: entry.value) }
    }

    /// The traits specified here or in `other` whose values differ, this storage's first.
    func changedTraits(from other: TraitStorage) -> [UITrait] {
        var result: [UITrait] = []
        var seen = Set<ObjectIdentifier>()
        for trait in entries.map(\.trait) + other.entries.map(\.trait) {
            guard seen.insert(ObjectIdentifier(trait)).inserted else { continue }
            if !traitValuesEqual(value(ofAny: trait), other.value(ofAny: trait)) { result.append(trait) }
        }
        return result
    }

    private func entry(_ trait: UITrait) -> Int? {
        entries.firstIndex { ObjectIdentifier($0.trait) == ObjectIdentifier(trait) }
    }

    private func defaultValue(of trait: UITrait) -> Any {
        func open<T: UITraitDefinition>(_ type: T.Type) -> Any { type.defaultValue }
        return open(trait)
    }
}
