// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets a value for the specified preference key, the value is a function of a geometry value
    /// tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates.
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space.
    ///   - transform: The function to produce the preference value.
    /// - Returns: A new version of the view that writes the preference.
    public func anchorPreference<A, K>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View where K: PreferenceKey {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space, allowing readers
    /// of the value to convert the geometry to their local coordinates.
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space.
    ///   - transform: The function to produce the preference value.
    /// - Returns: A new version of the view that writes the preference.
    public func transformAnchorPreference<A, K>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View where K: PreferenceKey {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }
}
