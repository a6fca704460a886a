// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIApplication {
    /// The URL of the app's page in the Settings app.
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// Whether an app is there to open `url`: headlessly the system's own schemes (web, mail,
    /// phone, messages, settings, App Store) and no other.
    ///
    /// - Parameter url: The URL.
    /// - Returns: Whether `open(_:options:completionHandler:)` would succeed.
    public func canOpenURL(_ url: URL) -> Bool {
        HeadlessURLOpener.canOpen(url)
    }

    /// Asks the system to open `url` in another app. Headlessly the URL is recorded
    /// (`Headless.applicationOpenedURLs`) when it can be opened, and `completion` runs on the main actor in
    /// a later run-loop turn with whether it was (a guess at when UIKit calls back).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as `.universalLinksOnly`.
    ///   - completion: Called with whether the URL opened.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opens = HeadlessURLOpener.canOpen(url) && !universalOnly
        if opens { HeadlessWorld.shared.urlOpener.opened.append(url) }
        guard let completion else { return }
        HeadlessWorld.shared.enqueue { completion(opens) }
    }

    /// Asks the system to open `url` in another app; see `open(_:options:completionHandler:)`.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: Options such as `.universalLinksOnly`.
    /// - Returns: Whether the URL opened.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool
    {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        let opens = HeadlessURLOpener.canOpen(url) && !universalOnly
        if opens { HeadlessWorld.shared.urlOpener.opened.append(url) }
        return opens
    }
}
