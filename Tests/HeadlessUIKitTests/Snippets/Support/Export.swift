// ViewLifecycle · HeadlessUIKitTests

// The snippets are written once against Apple's names: on Apple platforms they type-check
// against UIKit itself, elsewhere they run against HeadlessUIKit.
#if canImport(UIKit)
    @_exported import UIKit
#else
    @_exported import HeadlessUIKit
#endif
