// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension View {
    /// The default store used by `AppStorage` contained within the view.
    ///
    /// - Parameter store: The user defaults to use as the default store for `AppStorage`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorageStore, store)
    }
}

extension EnvironmentValues {
    /// The store `defaultAppStorage(_:)` set, if any.
    var defaultAppStorageStore: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
