// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIApplication.h in the iOS 17.4 SDK (`UIBackgroundTaskInvalid` is 0, imported as
// `UIBackgroundTaskIdentifier.invalid`); numbering the tasks from 1 is the headless runtime's.
@Suite(.serialized, .headlessWorld) @MainActor struct BackgroundTaskTests {
    @Test("each background task gets its own identifier, never the invalid one")
    func identifiers() {
        let log = Log.start()
        let application = UIApplication.shared
        let first = application.beginBackgroundTask { Log.shared.append("expired") }
        let second = application.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(first == UIBackgroundTaskIdentifier(rawValue: 1))
        #expect(second == UIBackgroundTaskIdentifier(rawValue: 2))
        #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        application.endBackgroundTask(first)
        application.endBackgroundTask(second)
        Headless.enterBackground()
        Headless.runUntilIdle()
        #expect(log.take() == [])
    }
}
