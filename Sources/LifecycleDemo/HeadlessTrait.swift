// ViewLifecycle · LifecycleDemo
// The demo runs ViewLifecycle on the headless runtime beside HeadlessSwiftUI; on a Mac, without
// the package's Headless trait, ViewLifecycle would bring Apple's SwiftUI in beside it.

#if os(macOS) && !Headless
    #error("on a Mac, build the package with its Headless trait: 'swift build --traits Headless'")
#endif
