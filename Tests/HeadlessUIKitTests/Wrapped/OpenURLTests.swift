// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIApplication.h: openURL:options:completionHandler: "the completion handler is called on the
// main queue" with whether the URL opened; canOpenURL: answers whether an installed app handles
// the scheme. Which schemes the headless device handles (the system's own) and the completion's
// later run-loop turn are guesses (Docs/HeadlessUIKit.md).
@Suite(.serialized, .headlessWorld) @MainActor struct OpenURLTests {
    @Test("the system's schemes open and are recorded; another app's scheme does not open")
    func openURLs() throws {
        let transcript = Log.start()
        let app = UIApplication.shared
        let site = try #require(URL(string: "https://example.com/help"))
        let other = try #require(URL(string: "someapp://open"))
        #expect(app.canOpenURL(site))
        #expect(!app.canOpenURL(other))
        app.open(site) { opened in log("site \(opened)") }
        app.open(other, options: [:]) { opened in log("other \(opened)") }
        app.open(site, options: [.universalLinksOnly: true]) { opened in log("universal \(opened)") }
        #expect(transcript.take() == [])
        Headless.runUntilIdle()
        #expect(transcript.take() == ["site true", "other false", "universal false"])
        #expect(Headless.applicationOpenedURLs == [site])
        #expect(URL(string: UIApplication.openSettingsURLString).map(app.canOpenURL) == true)
    }
}
