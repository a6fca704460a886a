// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// Makes loading `url` give `image`, for `AsyncImage` (there is no network): loads waiting
    /// for it, and later ones, complete with `.success(image)` on a later run-loop turn.
    ///
    /// - Parameters:
    ///   - image: The loaded image, e.g. `Image("cover")`.
    ///   - url: The URL it answers.
    public static func serveImage(_ image: Image, for url: URL) {
        AsyncImageResponses.current.answer(url, with: .success(image))
    }

    /// Makes loading `url` fail with `error`, for `AsyncImage`: loads waiting for it, and later
    /// ones, complete with `.failure(error)` on a later run-loop turn.
    ///
    /// - Parameters:
    ///   - url: The URL that fails.
    ///   - error: The error the phase carries.
    public static func failImage(for url: URL, with error: any Error) {
        AsyncImageResponses.current.answer(url, with: .failure(error))
    }

    /// The URLs async images asked for since the last reset, oldest first.
    @MainActor public static var requestedImageURLs: [URL] {
        AsyncImageResponses.current.requests
    }
}
