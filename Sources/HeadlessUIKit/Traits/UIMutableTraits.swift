// ViewLifecycle · HeadlessUIKit

/// A mutable set of trait values: what `UITraitCollection(mutations:)` hands its closure, and
/// what a view's or controller's `traitOverrides` is.
///
/// Apple's protocol repeats the subscript for `CGFloat`, `Double`, `Int`, `Bool` and raw
/// representable values so Objective-C can store them unboxed; in Swift the one generic
/// subscript accepts every one of those calls.
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
    /// The value of a trait: the one set, or the trait's default value.
    ///
    /// - Parameter trait: The trait's definition.
    subscript<T>(trait: T.Type) -> T.Value where T: UITraitDefinition { get set }
}
