// ViewLifecycle · HeadlessSwiftUITests

// The behaviour tests are written once against Apple's names: on Apple platforms they run
// against SwiftUI itself, elsewhere against HeadlessSwiftUI.
#if canImport(UIKit)
    @_exported import SwiftUI
#else
    @_exported import HeadlessSwiftUI
#endif
