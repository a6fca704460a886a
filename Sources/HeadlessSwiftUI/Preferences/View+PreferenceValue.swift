// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// The overlay is built from the value the content produces, once the content is up to date,
    /// and again whenever that value changes.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the overlay view relative to
    ///     the original view.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    /// - Returns: A view that layers a second view in front of the view.
    public func overlayPreferenceValue<K, V>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View where K: PreferenceKey, V: View {
        modifier(
            _PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, placement: .overlay))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// The background is built from the value the content produces, once the content is up to
    /// date, and again whenever that value changes.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the background view relative
    ///     to the original view.
    ///   - transform: A function that produces the background view from the preference value
    ///     read from the original view.
    /// - Returns: A view that layers a second view behind the view.
    public func backgroundPreferenceValue<K, V>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View where K: PreferenceKey, V: View {
        modifier(
            _PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, placement: .background)
        )
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    /// - Returns: A view that layers a second view in front of the view.
    @_disfavoredOverload
    public func overlayPreferenceValue<Key, T>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View where Key: PreferenceKey, T: View {
        modifier(
            _PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, placement: .overlay))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the background view from the preference value
    ///     read from the original view.
    /// - Returns: A view that layers a second view behind the view.
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key, T>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View where Key: PreferenceKey, T: View {
        modifier(
            _PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, placement: .background)
        )
    }
}
