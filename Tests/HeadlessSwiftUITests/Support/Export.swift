// ViewLifecycle · HeadlessSwiftUITests

// The behaviour tests are written once against Apple's names; HeadlessTestSupport chooses SwiftUI
// itself on Apple platforms, HeadlessSwiftUI elsewhere, and brings the driver and the log.
@_exported import HeadlessTestSupport
