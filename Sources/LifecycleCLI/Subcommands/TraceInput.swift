// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// Opens a subcommand's input, a path or `-`, as a stream of trace records.
enum TraceInput {
    /// A reader over `path`; `-` reads standard input.
    static func open(_ path: String) throws(CommandError) -> TraceReader {
        do {
            return TraceReader(try LineReader(path: path))
        } catch {
            throw .input(error)
        }
    }

    /// Reads every record of `path` into `consume`, one at a time, and returns the reader so the
    /// caller can ask how many lines it skipped.
    static func forEachRecord(
        in path: String, _ consume: (TraceRecord) -> Void
    ) throws(CommandError) -> TraceReader {
        var reader = try open(path)
        do {
            while let record = try reader.next() { consume(record) }
        } catch {
            throw .input(error)
        }
        return reader
    }
}
