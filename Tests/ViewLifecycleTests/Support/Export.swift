// ViewLifecycle · ViewLifecycleTests

@_exported import ViewLifecycle

// The modifiers' behaviour tests are written once against Apple's names: on Apple platforms they
// run against SwiftUI and UIKit themselves, elsewhere against HeadlessSwiftUI.
#if canImport(UIKit)
    @_exported import SwiftUI
    @_exported import UIKit
#else
    @_exported import HeadlessSwiftUI
#endif
