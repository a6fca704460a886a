// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets a value for the given preference.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: The value the view produces for the key.
    public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to a preference value.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - callback: A closure that changes the value the content produces.
    public func transformPreference<K>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> some View where K: PreferenceKey
    {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// - Parameters:
    ///   - key: The key to monitor for value changes.
    ///   - action: The action to perform when the value for `key` changes, with the new value.
    public func onPreferenceChange<K>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K: PreferenceKey, K.Value: Equatable
    {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
