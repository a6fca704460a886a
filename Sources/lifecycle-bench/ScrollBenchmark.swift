// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI
    import HeadlessTesting

    /// `lifecycle-bench scroll`: each lazy container shown in a window and scrolled from top to
    /// bottom in viewport-sized steps (`Headless.scroll(by:)`, each step running until idle, as a
    /// frame does), at the given row count and at 1/10 and 1/100 of it. A step's time is the main
    /// thread's CPU time.
    @MainActor enum ScrollBenchmark {
        /// One container's pass.
        struct Pass {
            var rows: Int
            var bodies: Int
            var steps: Int
            var seconds: Double
            /// Peak heap in use during the pass, less the heap before the container was shown.
            var peakBytes: Int

            /// The mean time of a step.
            var microsecondsPerStep: Double { seconds * 1e6 / Double(max(steps, 1)) }
        }

        /// The figures of one run: each container at the full, a tenth and a hundredth row count.
        struct Result {
            var full: [Pass]
            var tenth: [Pass]
            var hundredth: [Pass]

            /// The most `body` runs per row of either container (one pass, top to bottom).
            var bodiesPerRow: Double { full.map { Double($0.bodies) / Double($0.rows) }.max() ?? 0 }
            /// The largest peak heap growth at the full count.
            var peakBytes: Int { full.map(\.peakBytes).max() ?? 0 }
            /// The larger of the containers' peak growth at the full count over a tenth of it.
            var memoryRatio: Double {
                zip(full, tenth).map { Double(max($0.peakBytes, 1)) / Double(max($1.peakBytes, 1)) }.max()
                    ?? 0
            }
            /// The slower container's microseconds per step at the full count.
            var microsecondsPerStep: Double { full.map(\.microsecondsPerStep).max() ?? 0 }
            /// The larger of the containers' step cost at the full count over a hundredth of it.
            var stepRatio: Double {
                zip(full, hundredth).map { $0.microsecondsPerStep / max($1.microsecondsPerStep, 0.001) }.max()
                    ?? 0
            }

            /// The RESULT line.
            var line: String {
                "RESULT scroll rows=\(full.first?.rows ?? 0) bodies_per_row=\(format(bodiesPerRow)) "
                    + "peak_mb=\(format(megabytes(peakBytes))) memory_ratio_100k_vs_10k=\(format(memoryRatio)) "
                    + "us_per_step=\(format(microsecondsPerStep)) step_ratio_100k_vs_1k=\(format(stepRatio))"
            }
        }

        /// Runs the passes and prints a line per container, then the RESULT line; 1 if a scroll
        /// failed.
        static func run(rows: Int) -> Int32 {
            do {
                _ = try pass(ListRows(count: 1_000), rows: 1_000)  // warms caches and metadata
                let result = try measure(rows: rows)
                for (name, index) in [("List", 0), ("LazyVStack", 1)] {
                    let one = result.full[index]
                    print(
                        "scroll: \(name) \(one.rows) rows: \(one.steps) steps, \(one.bodies) bodies, "
                            + "\(format(one.microsecondsPerStep)) us/step, peak +\(format(megabytes(one.peakBytes))) MB; "
                            + "\(result.tenth[index].rows) rows: peak "
                            + "+\(format(megabytes(result.tenth[index].peakBytes))) MB; "
                            + "\(result.hundredth[index].rows) rows: "
                            + "\(format(result.hundredth[index].microsecondsPerStep)) us/step")
                }
                print(result.line)
                return 0
            } catch {
                print("scroll: error: \(error)")
                return 1
            }
        }

        /// Both containers at `rows`, a tenth and a hundredth of it.
        static func measure(rows: Int) throws -> Result {
            var result = Result(full: [], tenth: [], hundredth: [])
            let makers: [(Int) -> any View] = [{ ListRows(count: $0) }, { StackRows(count: $0) }]
            for make in makers {
                result.full.append(try pass(make(rows), rows: rows))
                result.tenth.append(try pass(make(max(1, rows / 10)), rows: max(1, rows / 10)))
                result.hundredth.append(try pass(make(max(1, rows / 100)), rows: max(1, rows / 100)))
            }
            return result
        }

        /// Shows `root` in a window of the screen's size, then scrolls it to the end one viewport
        /// at a time; the heap is sampled every 16 steps, outside the timing.
        static func pass(_ root: any View, rows: Int) throws -> Pass {
            Headless.reset()
            let heapBefore = HeapInUse.bytes() ?? 0
            let bodiesBefore = Headless.swiftUIBodyEvaluations
            let window = UIWindow(frame: HeadlessWorld.screenBounds)
            window.rootViewController = UIHostingController(rootView: AnyView(root))
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            let length = HeadlessWorld.screenBounds.height
            var peak = (HeapInUse.bytes() ?? 0) - heapBefore
            var steps = 0
            var seconds = 0.0
            var previous = -1.0
            var offset = try Headless.scrollOffset()
            while offset > previous {
                previous = offset
                let start = threadSeconds()
                try Headless.scroll(by: length)
                seconds += threadSeconds() - start
                steps += 1
                offset = try Headless.scrollOffset()
                if steps % 16 == 0 { peak = max(peak, (HeapInUse.bytes() ?? 0) - heapBefore) }
            }
            peak = max(peak, (HeapInUse.bytes() ?? 0) - heapBefore)
            let bodies = Headless.swiftUIBodyEvaluations - bodiesBefore
            withExtendedLifetime(window) {}
            Headless.reset()
            return Pass(rows: rows, bodies: bodies, steps: steps, seconds: seconds, peakBytes: peak)
        }

        /// The main thread's CPU time in seconds: a step's work is all on it, and on a shared
        /// machine its CPU time varies far less than the wall clock.
        static func threadSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        /// Bytes as megabytes.
        nonisolated static func megabytes(_ bytes: Int) -> Double {
            Double(bytes) / 1_048_576
        }
    }

#endif
