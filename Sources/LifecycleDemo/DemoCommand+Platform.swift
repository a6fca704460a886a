// ViewLifecycle · LifecycleDemo
// The demo mounts ViewLifecycle beside HeadlessSwiftUI in one session, so it runs where ViewLifecycle
// is on the headless runtime: off Apple platforms, and on a Mac with the package's Headless trait.
// On a Mac without the trait ViewLifecycle is Apple's SwiftUI and AppKit: the session's files
// (Session/, DemoCommand+Session.swift, wrapped whole in the same condition) compile to nothing,
// and `demo` fails saying how to build it.

import CommandKit

#if Headless || !(os(macOS) || canImport(UIKit))
    extension DemoCommand {
        /// Whether `lifecycle demo` runs in this build: here it does (its `run` is in
        /// DemoCommand+Session.swift).
        package static var runsInThisBuild: Bool { true }
    }
#else
    extension DemoCommand {
        /// Whether `lifecycle demo` runs in this build: not on a Mac without the Headless trait.
        package static var runsInThisBuild: Bool { false }

        /// Fails with how to build the demo: the session needs ViewLifecycle on the headless runtime.
        package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
            throw .failed(
                "the demo runs on the headless runtime, which a Mac gets with the package's Headless trait; "
                    + "run it as 'swift run --traits Headless lifecycle demo'")
        }
    }
#endif
