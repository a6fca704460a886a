// ViewLifecycle · HeadlessSwiftUI

/// A named value produced by a view.
///
/// A view's value for a key is the value its innermost `preference(key:value:)` writes, or its
/// children's values combined with `reduce` in order (a subtree that writes nothing adds
/// nothing), changed by any `transformPreference` above them. `onPreferenceChange` reads it
/// after each update.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference.
    static var defaultValue: Self.Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    ///
    /// - Parameters:
    ///   - value: The value accumulated through previous calls to this method.
    ///   - nextValue: A closure that returns the next value in the sequence.
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Self.Value: ExpressibleByNilLiteral {
    /// Let nil-expressible values default-initialize to nil.
    public static var defaultValue: Self.Value { nil }
}
