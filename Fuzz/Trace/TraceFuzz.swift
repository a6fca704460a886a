// ViewLifecycle · Fuzz

import Foundation
import LifecycleTrace

/// libFuzzer's entry: the input is a log, read in each format by the reader, then checked both
/// ways, normalized and drawn, with the invariants asserted:
/// - both checking routes (streamed section by section as `lifecycle check` does, and record by
///   record) agree, errors included, and print the same text and JSON;
/// - the JSON report parses, and every record re-printed as JSON Lines parses to itself;
/// - a console record re-printed in console form reads back as the same object and callback;
/// - normalized steps obey the contract (`LaneContract`);
/// - no output line comes from inside an input string (`OutputInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in TraceReader.Format.allCases {
        TraceFuzz.run(bytes, format: format)
    }
    return 0
}

/// One format's run of ``traceFuzz(_:_:)``.
enum TraceFuzz {
    /// A small limit, so the fuzzer reaches the overlong-line path with small inputs.
    static let maxLineLength = 200

    static func run(_ bytes: [UInt8], format: TraceReader.Format) {
        var streamed = TraceReader(LineReader(bytes: bytes, maxLineLength: maxLineLength), format: format)
        var checker = TraceChecker()
        var streamError: TraceInputError?
        // As `lifecycle check` streams: each section taken when its lifetime ends.
        var sections: [TraceReport.Object] = []
        do {
            while try checker.consumeUntilLifetimeEnds(from: &streamed) {
                sections += checker.takeFinishedObjects()
            }
        } catch {
            streamError = error
        }

        var reader = TraceReader(LineReader(bytes: bytes, maxLineLength: maxLineLength), format: format)
        var byRecord = TraceChecker()
        var records: [TraceRecord] = []
        var recordError: TraceInputError?
        do {
            while let record = try reader.next() {
                records.append(record)
                byRecord.consume(record)
            }
        } catch {
            recordError = error
        }
        precondition(
            streamError == recordError,
            "routes disagree: \(String(describing: streamError)) vs \(String(describing: recordError))")
        guard streamError == nil else { return }
        var report = byRecord.report()
        report.skippedLineCount = reader.skippedLineCount
        let ending = checker.report()
        var streamedReport = ending
        streamedReport.objects = sections + ending.objects
        precondition(report == streamedReport, "the two checking routes disagree")
        OutputInvariants.check(report, streamedAs: sections, ending: ending)

        let decidedConsole = reader.format == .console
        var console = ConsoleLogParser()
        for record in records {
            let line = JSONLines.encode(record)
            let decoded = try? JSONLines.decode(line, lineNumber: record.line, path: "fuzz")
            precondition(decoded == record, "JSON Lines did not round-trip: \(line)")
            guard decidedConsole else { continue }
            let again = console.parse(record.consoleLine, line: record.line)
            precondition(
                again?.object == record.object && again?.callback == record.callback
                    && again?.typeName == record.typeName,
                "console form did not read back: \(record.consoleLine)")
        }
        var contract = LaneContract()
        var normalizer = TraceNormalizer()
        var renderer = MermaidRenderer()
        for record in records {
            normalizer.consume(record)
            for lane in normalizer.takeFinishedLanes() { contract.check(lane) }
            OutputInvariants.checkMermaid(renderer.render(record), record: record)
        }
        for lane in normalizer.finish() { contract.check(lane) }
        var svg = TraceSVGRenderer(showsNormalizedEvents: true)
        for record in records { svg.render(record) }
        OutputInvariants.checkSVG(svg.finish())
    }
}
