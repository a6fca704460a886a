// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An action that opens a URL.
///
/// The system action (the default) records the URL in `Headless.openedURLs`, as there is no
/// system to hand it to.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result {
        enum Kind {
            case handled, discarded, systemAction(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        nonisolated(unsafe) public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        nonisolated(unsafe) public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        nonisolated(unsafe) public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (URL) -> Result

    /// Creates an action that opens a URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Asynchronously opens a URL, following system conventions.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other):
            // There is no system to hand the URL to: the world's record stands in for it.
            MainActor.assumeIsolated { OpenedURLs.current.urls.append(other ?? url) }
            completion(true)
        }
    }
}
