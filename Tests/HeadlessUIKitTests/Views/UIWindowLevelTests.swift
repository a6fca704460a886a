// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIWindow.h (iOS 17.4 SDK): UIWindowLevelNormal 0, StatusBar 1000, Alert 2000.
@Suite(.serialized, .headlessWorld) @MainActor struct UIWindowLevelTests {
    @Test("levels carry UIKit's values; a window starts at the normal level and keeps what is set")
    func levels() {
        #expect([UIWindow.Level.normal, .statusBar, .alert].map(\.rawValue) == [0, 1000, 2000])
        let window = UIWindow()
        #expect(window.windowLevel == .normal && window.frame == .zero)
        window.windowLevel = UIWindow.Level(UIWindow.Level.alert.rawValue + 1)
        #expect(window.windowLevel.rawValue == 2001)
    }
}
