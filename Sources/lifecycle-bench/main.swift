// ViewLifecycle · lifecycle-bench

import Foundation

// Speed targets live here, not in timed tests: `swift run -c release lifecycle-bench <name>`.
#if DEBUG
    FileHandle.standardError.write(
        Data("lifecycle-bench: error: debug build; run 'swift run -c release lifecycle-bench ...'\n".utf8))
    exit(2)
#else
    exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
#endif
