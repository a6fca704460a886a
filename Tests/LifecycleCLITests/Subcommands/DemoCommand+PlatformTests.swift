// ViewLifecycle · LifecycleCLITests
// On a Mac without the package's Headless trait only, where the demo cannot run
// (Sources/LifecycleDemo/DemoCommand+Platform.swift).

#if !(Headless || !(os(macOS) || canImport(UIKit)))
    import Testing

    /// `lifecycle demo` where ViewLifecycle is Apple's SwiftUI and AppKit: one line saying how to
    /// build it, and the usage status.
    struct DemoCommandPlatformTests {
        @Test("demo without the Headless trait on a Mac names the trait and the command, and exits 2")
        func demoNamesTheTrait() {
            #expect(
                CommandTranscript.run(["demo"])
                    == CommandTranscript(
                        status: 2, stdout: "",
                        stderr:
                            "lifecycle: error: the demo runs on the headless runtime, which a Mac gets with the "
                            + "package's Headless trait; run it as 'swift run --traits Headless lifecycle demo'\n"
                    ))
        }
    }
#endif
