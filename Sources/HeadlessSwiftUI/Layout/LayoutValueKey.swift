// ViewLifecycle · HeadlessSwiftUI

/// A key for accessing a layout value of a layout container's subviews.
@available(iOS 16.0, tvOS 16.0, *)
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value

    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}

extension View {
    /// Associates a value with a custom layout property (stored only: no layout reads it
    /// headlessly).
    ///
    /// - Parameters:
    ///   - key: The type of the key.
    ///   - value: The value to associate with the key for this view.
    /// - Returns: A view with the value set.
    @available(iOS 16.0, tvOS 16.0, *)
    public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        inert(.layoutValue(String(describing: K.self)), api: "View.layoutValue(key:value:)")
    }
}
