// ViewLifecycle · HeadlessUIKit

/// A type that names one trait of a trait collection, its value type and its default value.
///
/// Define a custom trait by declaring a type that conforms and giving it a `defaultValue`;
/// read it with `traitCollection[MyTrait.self]` and set it through `UIMutableTraits` or a view's
/// or controller's `traitOverrides`.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value

    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Self.Value { get }

    /// A unique identifier of the trait; by default the type's fully qualified name.
    static var identifier: String { get }

    /// A readable name of the trait; by default the type's name.
    static var name: String { get }

    /// Whether the trait changes how dynamic colours resolve; by default `false`.
    static var affectsColorAppearance: Bool { get }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UITraitDefinition {
    /// The type's fully qualified name.
    public static var identifier: String { String(reflecting: Self.self) }

    /// The type's name.
    public static var name: String { String(describing: Self.self) }

    /// `false`: a custom trait does not change how colours resolve unless it says so.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its definition's type.
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type
