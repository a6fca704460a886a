// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// What loading an image URL gives in the current world, as a test said (there is no network),
/// and the URLs async images asked for. A world part, so `Headless.reset()` clears it.
///
/// An answer reaches a load on a run-loop turn after both the request and the answer exist:
/// a request for a URL already answered completes on the next turn; one for a URL not answered
/// yet waits for the answer, then completes on the turn after it.
@MainActor
package final class AsyncImageResponses: HeadlessWorldPart {
    /// The current world's responses.
    package static var current: AsyncImageResponses { HeadlessWorld.shared.part(AsyncImageResponses.self) }

    /// The URLs asked for so far, oldest first (a URL asked for twice is listed twice).
    package private(set) var requests: [URL] = []
    private var answers: [URL: Result<Image, any Error>] = [:]
    private var waiting: [URL: [(Result<Image, any Error>) -> Void]] = [:]

    package nonisolated init() {}

    package nonisolated func tearDown() {}

    /// Asks for `url`; `completion` gets the answer on a later run-loop turn.
    func request(_ url: URL, completion: @escaping (Result<Image, any Error>) -> Void) {
        requests.append(url)
        if let answer = answers[url] {
            HeadlessWorld.shared.enqueue { completion(answer) }
        } else {
            waiting[url, default: []].append(completion)
        }
    }

    /// Answers `url` from now on, completing the loads waiting for it on the next turn.
    package func answer(_ url: URL, with result: Result<Image, any Error>) {
        answers[url] = result
        let waiters = waiting.removeValue(forKey: url) ?? []
        for completion in waiters {
            HeadlessWorld.shared.enqueue { completion(result) }
        }
    }
}
