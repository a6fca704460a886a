// ViewLifecycle · lifecycle-bench

import Foundation

// Speed targets live here, not in timed tests: `swift run -c release lifecycle-bench <name>`.
#if Headless || !(os(macOS) || canImport(UIKit))
    #if DEBUG
        FileHandle.standardError.write(
            Data("lifecycle-bench: error: debug build; run 'swift run -c release lifecycle-bench ...'\n".utf8)
        )
        exit(2)
    #else
        exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
    #endif
#else
    // The benchmarks mount ViewLifecycle and the sample app on the headless runtime they measure,
    // which a Mac gets with the package's Headless trait (the other files compile to nothing without it).
    FileHandle.standardError.write(
        Data(
            ("lifecycle-bench: error: the benchmarks run on the headless runtime, which a Mac gets with "
                + "the package's Headless trait; run 'swift run -c release --traits Headless lifecycle-bench ...'\n")
                .utf8))
    exit(2)
#endif
