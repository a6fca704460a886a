// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import LifecycleCore
    import LifecycleTrace

    /// The checker's throughput on a generated log, against just reading it with the same reader,
    /// each the fastest of a few rounds.
    enum CheckBenchmark {
        static func run(megabytes: Int, rounds: Int = 5) throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lifecycle-bench-\(getpid()).log"
            ).path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let bytes = try generateLog(at: path, bytes: megabytes * 1_000_000)
            let clock = ContinuousClock()
            var lineCount = 0
            var recordCount = 0
            var breaches = 0
            var reading = Duration.seconds(Int64.max)
            var parsing = reading
            var checking = reading
            var checkingRecords = reading
            // Each stage runs once per round and keeps its fastest round: on a shared machine one
            // slow moment would otherwise decide the ratio.
            for _ in 0..<rounds {
                lineCount = 0
                reading = min(
                    reading,
                    try clock.measure {
                        var lines = try LineReader(path: path)
                        while let line = try lines.next() { lineCount &+= line.text.utf8.count > 0 ? 1 : 0 }
                    })
                // Parsing into records alone, to show where the checker's time goes.
                recordCount = 0
                parsing = min(
                    parsing,
                    try clock.measure {
                        var reader = TraceReader(try LineReader(path: path))
                        while case .some = try reader.next() { recordCount &+= 1 }
                    })
                // The checker fed one record at a time, to show what the record-free route saves.
                checkingRecords = min(
                    checkingRecords,
                    try clock.measure {
                        var reader = TraceReader(try LineReader(path: path))
                        var checker = TraceChecker()
                        while let record = try reader.next() { checker.consume(record) }
                        breaches = checker.report().breachCount
                    })
                // What `lifecycle check` does, but for printing: each section taken as its lifetime ends.
                checking = min(
                    checking,
                    try clock.measure {
                        var reader = TraceReader(try LineReader(path: path))
                        var checker = TraceChecker()
                        while try checker.consumeUntilLifetimeEnds(from: &reader) {
                            _ = checker.takeFinishedObjects()
                        }
                        breaches = checker.report().breachCount
                    })
            }
            let megabyte = Double(bytes) / 1_000_000
            let readRate = megabyte / reading.seconds
            let checkRate = megabyte / checking.seconds
            print(
                "bytes=\(bytes) lines=\(lineCount) records=\(recordCount) breaches=\(breaches) rounds=\(rounds)"
            )
            print(
                "stage parse_mb_per_s=\(format(megabyte / parsing.seconds)) "
                    + "check_by_record_mb_per_s=\(format(megabyte / checkingRecords.seconds))")
            print(
                "RESULT check mb_per_s=\(format(checkRate)) read_mb_per_s=\(format(readRate)) "
                    + "ratio=\(format(checkRate / readRate))")
        }

        /// Writes seed-000-like console lines for many controllers until the file holds `bytes`.
        private static func generateLog(at path: String, bytes target: Int) throws -> Int {
            guard FileManager.default.createFile(atPath: path, contents: nil),
                let handle = FileHandle(forWritingAtPath: path)
            else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            defer { try? handle.close() }
            let callbacks = [
                CallbackName.initializer, .loadView, .viewDidLoad, .viewWillAppear, .viewWillLayoutSubviews,
                .viewDidLayoutSubviews, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinitializer,
            ].map(\.functionName)
            let make = CallbackName.makeUIViewController.functionName
            var written = 0
            var object = 0x7f88_daee_0000
            var chunk = ""
            while written < target {
                chunk.removeAll(keepingCapacity: true)
                for _ in 0..<256 {
                    object += 0x10
                    let prefix = "<__lldb_expr_90.SampleUIViewController: 0x\(String(object, radix: 16))> "
                    chunk += make + "\n"
                    for callback in callbacks { chunk += prefix + callback + "\n" }
                }
                handle.write(Data(chunk.utf8))
                written += chunk.utf8.count
            }
            return written
        }
    }

#endif
