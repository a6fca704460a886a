// ViewLifecycle · ViewLifecycle
// The one place that chooses the platform: Apple's SwiftUI with UIKit or AppKit, or the headless
// runtime everywhere else. Every other file is written against the names these bring in.

@_exported import LifecycleCore

#if os(macOS)
    @_exported import AppKit
    @_exported import SwiftUI
#elseif canImport(UIKit)
    @_exported import SwiftUI
    @_exported import UIKit
#else
    @_exported import HeadlessSwiftUI
#endif
