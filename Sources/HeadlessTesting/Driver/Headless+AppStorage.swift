// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// The in-memory `UserDefaults` `@AppStorage` reads and writes when no other store is
    /// given: a test presets it before showing a view, and reads it afterwards.
    public static var userDefaults: UserDefaults {
        get { AppStorageDefaults.userDefaults }
        set { AppStorageDefaults.userDefaults = newValue }
    }

    /// Writes `value` (or removes the key, for `nil`) in `store` and re-runs the views whose
    /// `@AppStorage` reads that key, as a write from outside the views (a settings bundle) would.
    @MainActor
    public static func setAppStorage(_ value: Any?, forKey key: String, in store: UserDefaults? = nil) {
        let store = store ?? userDefaults
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
        AppStorageObservers.changed(store, key: key)
    }
}
