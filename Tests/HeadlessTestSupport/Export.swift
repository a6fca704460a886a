// ViewLifecycle · HeadlessTestSupport

// The one place the runtime's tests choose their UI frameworks. Behaviour tests are written once
// against Apple's names: on Apple platforms with UIKit they run against SwiftUI and UIKit
// themselves, elsewhere (and on a Mac, which has no UIKit) against the headless runtime. A test
// target that imports this module, or re-exports it from its own Export.swift, sees the choice.
#if canImport(UIKit)
    @_exported import SwiftUI
    @_exported import UIKit
#else
    @_exported import HeadlessSwiftUI
#endif
