// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The store `@AppStorage` uses when no `defaultAppStorage(_:)` or `store:` is given:
/// `Headless.userDefaults`, an empty suite of its own, so runs never read a real app's defaults.
package enum AppStorageDefaults {
    package nonisolated(unsafe) static var userDefaults: UserDefaults = makeEmpty()

    /// A suite cleared of anything an earlier process left.
    static func makeEmpty() -> UserDefaults {
        let name = "ViewLifecycle.HeadlessSwiftUI.AppStorage"
        let defaults = UserDefaults(suiteName: name) ?? .standard
        defaults.removePersistentDomain(forName: name)
        return defaults
    }
}
