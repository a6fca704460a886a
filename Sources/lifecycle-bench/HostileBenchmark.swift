// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Foundation
    import TraceCommands

    /// `lifecycle` on hostile inputs: each case at a size and at 8 times it, each run in a child
    /// process so its peak resident memory (`VmHWM`) is its own.
    enum HostileBenchmark {
        /// An input and the subcommand run on it.
        enum Case: String, CaseIterable {
            case longLine = "long-line", breaches, makes, crOnly = "cr-only", normalize, diagram
            case objects, objectsNormalize = "objects-normalize", objectsDiagram = "objects-diagram"
            case interleaved
            case liveObjects = "live-objects"

            var subcommand: String {
                switch self {
                case .normalize, .objectsNormalize, .interleaved: return "normalize"
                case .diagram, .objectsDiagram: return "diagram"
                default: return "check"
                }
            }

            /// Whether its peak memory grows with the input by design: a log of objects that are
            /// never freed holds them all alive at once. Its cost per object is reported instead.
            var growsWithLiveObjects: Bool { self == .liveObjects }

            /// The input's `n`th repeating unit: the same for most cases; for `objects…` a short
            /// lifetime with a breach at a new address each time, for `interleaved` callbacks
            /// taking turns among 16,384 objects that are never freed, for `live-objects` a new
            /// object each time that is never freed.
            func unit(_ n: Int) -> String {
                switch self {
                case .objects, .objectsNormalize, .objectsDiagram:
                    let object = "<App.Screen: 0x\(String(0x6000_0000_0000 + n * 16, radix: 16))>"
                    return "\(object) init()\n\(object) viewDidAppear(_:)\n\(object) deinit\n"
                case .interleaved:
                    let object = "<App.Screen: 0x\(String(0x6000_0000_0000 + n % 16_384 * 16, radix: 16))>"
                    return
                        "\(object) \(n / 16_384 % 2 == 0 ? "viewWillAppear(_:)" : "viewWillDisappear(_:)")\n"
                case .liveObjects:
                    let object = "<App.Screen: 0x\(String(0x6000_0000_0000 + n * 16, radix: 16))>"
                    return "\(object) init()\n\(object) viewDidLoad()\n"
                default:
                    return unit
                }
            }

            /// The input's repeating unit; `long-line` has no newline at all.
            private var unit: String {
                switch self {
                case .longLine: return String(repeating: "<A: 0x1> viewDidLoad() ", count: 40)
                case .breaches: return "<A: 0x1> viewDidAppear(_:)\n"
                case .makes: return "makeUIViewController(context:)\n"
                case .crOnly:
                    return
                        "<A: 0x1> init()\r<A: 0x1> viewDidLoad()\r<A: 0x1> viewWillAppear(_:)\r<A: 0x1> deinit\r"
                case .normalize, .diagram, .objects, .objectsNormalize, .objectsDiagram, .interleaved,
                    .liveObjects:
                    return "<A: 0x1> init()\n<A: 0x1> viewDidLoad()\n<A: 0x1> viewWillAppear(_:)\n"
                        + "<A: 0x1> viewDidAppear(_:)\n<A: 0x1> viewWillDisappear(_:)\n<A: 0x1> viewDidDisappear(_:)\n"
                        + "<A: 0x1> deinit\n<B: 0x2> viewWillAppear(_:)\n<B: 0x2> viewWillDisappear(_:)\n"
                }
            }
        }

        /// Runs every case at both sizes in child processes, each the fastest of `rounds` runs (on a
        /// shared machine one slow moment would otherwise decide the ratio), and prints the RESULT line.
        static func run(megabytes: Int, rounds: Int = 3) throws {
            var worstRatio = 0.0
            var worstPeak = 0.0
            var liveObjectBytes = 0.0
            for benchCase in Case.allCases {
                var small = (seconds: Double.infinity, peakMB: 0.0, units: 0.0)
                var large = small
                for _ in 0..<rounds {
                    let smallRun = try child(benchCase, megabytes: megabytes)
                    let largeRun = try child(benchCase, megabytes: megabytes * 8)
                    small = (
                        min(small.seconds, smallRun.seconds), max(small.peakMB, smallRun.peakMB),
                        smallRun.units
                    )
                    large = (
                        min(large.seconds, largeRun.seconds), max(large.peakMB, largeRun.peakMB),
                        largeRun.units
                    )
                }
                let ratio = large.seconds / max(small.seconds, 1e-6)
                worstRatio = max(worstRatio, ratio)
                var perObject = ""
                if benchCase.growsWithLiveObjects {
                    // The extra memory of the larger run over its extra objects, one per unit.
                    liveObjectBytes = (large.peakMB - small.peakMB) * 1_048_576 / (large.units - small.units)
                    perObject = " bytes_per_live_object=\(format(liveObjectBytes))"
                } else {
                    worstPeak = max(worstPeak, small.peakMB, large.peakMB)
                }
                print(
                    "case \(benchCase.rawValue) \(benchCase.subcommand) seconds=\(format(small.seconds))/\(format(large.seconds)) "
                        + "ratio=\(format(ratio)) peak_mb=\(format(small.peakMB))/\(format(large.peakMB))\(perObject)"
                )
            }
            // The peak is over the cases whose input does not keep objects alive: memory bounded by
            // the objects alive at once is the goal, and live-objects shows that cost per object.
            print(
                "RESULT hostile time_ratio_8x=\(format(worstRatio)) peak_mb=\(format(worstPeak)) "
                    + "bytes_per_live_object=\(format(liveObjectBytes))")
        }

        /// Runs one case in this process and prints its figures for the parent.
        static func runCase(_ benchCase: Case, megabytes: Int) throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "lifecycle-hostile-\(getpid()).log"
            ).path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let units = try generate(benchCase, at: path, bytes: megabytes * 1_000_000)
            let start = ContinuousClock.now
            let table = CommandTable(program: "lifecycle", overview: "", rows: TraceCommands.rows)
            let discard = CommandOutput(write: { _ in }, writeError: { _ in })
            let status = table.run([benchCase.subcommand, path], discard)
            let seconds = (ContinuousClock.now - start).seconds
            print("CASE seconds=\(seconds) peak_mb=\(peakMegabytes()) status=\(status) units=\(units)")
        }

        private static func child(
            _ benchCase: Case, megabytes: Int
        ) throws -> (seconds: Double, peakMB: Double, units: Double) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["hostile", "--case", benchCase.rawValue, "--size-mb", String(megabytes)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            var figures: [String: Double] = [:]
            for field in output.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                let parts = field.split(separator: "=")
                if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
            }
            guard let seconds = figures["seconds"], let peak = figures["peak_mb"],
                let units = figures["units"]
            else {
                throw CocoaError(
                    .executableLoad, userInfo: [NSLocalizedDescriptionKey: "case \(benchCase): \(output)"])
            }
            return (seconds, peak, units)
        }

        /// Writes the case's units one after another until the file holds `bytes`, in whole chunks
        /// of 1 MiB or more.
        ///
        /// - Returns: The number of units written.
        private static func generate(_ benchCase: Case, at path: String, bytes target: Int) throws -> Int {
            guard FileManager.default.createFile(atPath: path, contents: nil),
                let handle = FileHandle(forWritingAtPath: path)
            else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
            defer { try? handle.close() }
            var written = 0
            var n = 0
            while written < target {
                var chunk: [UInt8] = []
                while chunk.count < 1 << 20 {
                    chunk += benchCase.unit(n).utf8
                    n += 1
                }
                handle.write(Data(chunk))
                written += chunk.count
            }
            return n
        }

        /// The process's peak resident set, from `/proc/self/status` (`VmHWM`), in megabytes.
        private static func peakMegabytes() -> Double {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
            else { return -1 }
            return kilobytes / 1024
        }
    }

#endif
