// ViewLifecycle · lifecycle-bench

import Foundation

/// The benchmark's arguments: which benchmark, and the size of its input.
enum BenchCommand {
    static let usage = """
        USAGE: lifecycle-bench balancer [--events N]
               lifecycle-bench check [--size-mb N]

        balancer  ns per event of AppearanceBalancer.receive against a bare closure call
                  over the same random stream (default 20,000,000 events). Goal: ratio <= 2.
        check     MB/s of reading, parsing and checking a generated console log against just
                  reading it with the same LineReader (default 200 MB), each the fastest of
                  five interleaved rounds. Goal: ratio >= 0.3.

        """

    static func run(_ arguments: [String]) -> Int32 {
        if let status = SwiftUIBenchmarks.run(arguments) { return status }
        if let status = UIKitBenchmark.run(arguments) { return status }
        guard let name = arguments.first, ["balancer", "check"].contains(name) else {
            if arguments.first == "--help" || arguments.first == "-h" {
                print(usage, terminator: "")
                return 0
            }
            fail("expected 'balancer' or 'check'")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        let option = name == "balancer" ? "--events" : "--size-mb"
        var size = name == "balancer" ? 20_000_000 : 200
        if !rest.isEmpty {
            guard rest.count == 2, rest[0] == option, let value = Int(rest[1]), value > 0 else {
                fail(
                    "'\(rest.joined(separator: " "))' is not valid for '\(name)'; use \(option) N with N > 0")
                return 2
            }
            size = value
        }
        do {
            if name == "balancer" {
                BalancerBenchmark.run(events: size)
            } else {
                try CheckBenchmark.run(megabytes: size)
            }
            return 0
        } catch {
            fail("\(error)")
            return 2
        }
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("lifecycle-bench: error: \(message)\n\(usage)".utf8))
    }
}
