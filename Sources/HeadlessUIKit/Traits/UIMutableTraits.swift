// ViewLifecycle · HeadlessUIKit

import Foundation

/// A mutable set of trait values: what `UITraitCollection(mutations:)` hands its closure, and
/// what a view's or controller's `traitOverrides` is.
///
/// Apple's protocol repeats the subscript for `CGFloat`, `Double`, `Int`, `Bool` and raw
/// representable values, which Objective-C stores unboxed; so does this one, each overload
/// reading the same storage. The overloads for Apple's underscored
/// `_UICustomRawRepresentableTraitDefinition` are left out.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    /// The value of a trait: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { get set }

    /// The value of a trait whose value is a `CGFloat`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat { get set }

    /// The value of a trait whose value is an optional `CGFloat`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == CGFloat? { get set }

    /// The value of a trait whose value is a `Double`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double { get set }

    /// The value of a trait whose value is an optional `Double`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Double? { get set }

    /// The value of a trait whose value is an `Int`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int { get set }

    /// The value of a trait whose value is an optional `Int`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Int? { get set }

    /// The value of a trait whose value is a `Bool`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value == Bool { get set }

    /// The value of a trait whose value is raw representable: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition, T.Value: RawRepresentable { get set }

    /// The value of a trait whose value is raw representable by a `CGFloat`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == CGFloat { get set }

    /// The value of a trait whose value is raw representable by a `Double`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Double { get set }

    /// The value of a trait whose value is raw representable by an `Int`: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value
    where T: UITraitDefinition, T.Value: RawRepresentable, T.Value.RawValue == Int { get set }
}
