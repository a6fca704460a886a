// ViewLifecycle · HeadlessUIKit

import Foundation

/// The URLs the app asked the system to open, oldest first; headlessly no other app opens.
@MainActor
final class HeadlessURLOpener: HeadlessWorldPart {
    /// The URLs opened, oldest first.
    var opened: [URL] = []

    /// Creates the part with nothing opened.
    init() {}

    /// Forgets what was opened.
    func tearDown() {
        opened = []
    }

    /// The schemes the system's own apps handle: web, mail, phone, messages, settings and the
    /// App Store. Another app's scheme is not installed here (a guess that stands for a device
    /// without that app; `canOpenURL` also answers `false` on a device for schemes the app did
    /// not list in `LSApplicationQueriesSchemes`).
    static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "app-settings", "itms-apps",
    ]

    /// Whether a URL's scheme is one the system handles.
    static func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return systemSchemes.contains(scheme)
    }
}

extension HeadlessWorld {
    /// The world's record of opened URLs, made on first use.
    var urlOpener: HeadlessURLOpener { part(HeadlessURLOpener.self) }
}
