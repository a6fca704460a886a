// ViewLifecycle · HeadlessUIKit

import Foundation

// Apple repeats the trait accessors for each value type Objective-C stores unboxed; each overload
// here is the generic one (UITraitCollection+Mutations.swift) under Apple's constraints.
@available(iOS 17.0, tvOS 17.0, *)
extension UITraitCollection {
    /// The value of a trait whose value is a `CGFloat`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is a `CGFloat` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == CGFloat {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is a `CGFloat`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value == CGFloat {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is an optional `CGFloat`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat? {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is an optional `CGFloat` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == CGFloat? {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is an optional `CGFloat`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value == CGFloat? {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is a `Double`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is a `Double` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == Double {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is a `Double`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value == Double {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is an optional `Double`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double? {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is an optional `Double` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == Double? {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is an optional `Double`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value == Double? {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is an `Int`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is an `Int` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == Int {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is an `Int`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition, T.Value == Int {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is an optional `Int`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int? {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is an optional `Int` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == Int? {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is an optional `Int`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition, T.Value == Int? {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is a `Bool`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Bool {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is a `Bool` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value == Bool {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is a `Bool`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value) where T: UITraitDefinition, T.Value == Bool {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is raw representable, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value: RawRepresentable {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is raw representable replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value: RawRepresentable {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is raw representable.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value: RawRepresentable {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is raw representable by a `CGFloat`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == CGFloat {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is raw representable by a `CGFloat` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == CGFloat {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is raw representable by a `CGFloat`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == CGFloat {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is raw representable by a `Double`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Double {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is raw representable by a `Double` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Double {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is raw representable by a `Double`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Double {
        self.init(storage: TraitStorage(trait, value))
    }

    /// The value of a trait whose value is raw representable by an `Int`, or its default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Int {
        storage.value(of: trait) ?? trait.defaultValue
    }

    /// Returns a copy with the value of a trait whose value is raw representable by an `Int` replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    public func replacing<T>(_ trait: T.Type, value: T.Value) -> UITraitCollection
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Int {
        var changed = storage
        changed.set(trait, to: value)
        return UITraitCollection(storage: changed)
    }

    /// Creates a trait collection that specifies one trait whose value is raw representable by an `Int`.
    ///
    /// - Parameters:
    ///   - trait: The trait's definition.
    ///   - value: Its value.
    public convenience init<T>(_ trait: T.Type, value: T.Value)
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Int {
        self.init(storage: TraitStorage(trait, value))
    }
}
