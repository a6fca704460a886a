// ViewLifecycle · ViewLifecycleTests

// The modifiers' behaviour tests are written once against Apple's names; HeadlessTestSupport
// chooses SwiftUI and UIKit themselves on Apple platforms, HeadlessSwiftUI elsewhere, and brings
// the driver and the log.
@_exported import HeadlessTestSupport
@_exported import ViewLifecycle
