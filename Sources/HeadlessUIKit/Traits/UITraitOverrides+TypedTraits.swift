// ViewLifecycle · HeadlessUIKit

import Foundation

// Apple's overloads of the subscript for each value type Objective-C stores unboxed, each the
// generic one (UITraitOverrides.swift) under Apple's constraints.
@available(iOS 17.0, tvOS 17.0, *)
extension UITraitOverrides {
    /// The overridden value of a trait whose value is a `CGFloat`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is an optional `CGFloat`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat? {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is a `Double`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is an optional `Double`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double? {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is an `Int`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is an optional `Int`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int? {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is a `Bool`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Bool {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is raw representable, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value: RawRepresentable {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is raw representable by a `CGFloat`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == CGFloat {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is raw representable by a `Double`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Double {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }

    /// The overridden value of a trait whose value is raw representable by an `Int`, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    public subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Int {
        get { storage.value(of: trait) ?? trait.defaultValue }
        set { storage.set(trait, to: newValue) }
    }
}
