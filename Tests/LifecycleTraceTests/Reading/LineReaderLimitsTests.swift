// ViewLifecycle · LifecycleTraceTests

import Foundation
import LifecycleTrace
import Testing

/// The reader's bounds: a line over the limit is skipped without being held, and a missing file,
/// a loop of links and a directory are told apart.
struct LineReaderLimitsTests {
    @Test("a line longer than the limit is skipped and counted, its number kept, whatever its ending")
    func overlongLines() throws {
        let long = String(repeating: "x", count: 11)
        var reader = LineReader(bytes: Array("a\n\(long)\nb\r\(long)\r\nc\n\(long)".utf8), maxLineLength: 10)
        var lines: [String] = []
        while let line = try reader.next() { lines.append("\(line.number) \(line.text)") }
        #expect(lines == ["1 a", "3 b", "5 c"])
        #expect(reader.overlongLineCount == 3)
        #expect(reader.firstOverlongLine == 2)
        #expect(reader.lineCount == 6)
    }

    @Test("an endless line from a file streams past in chunks: counted once, then the next line reads")
    func endlessLine() throws {
        let path = try temporaryFile(
            Array(String(repeating: "y", count: 5 * LineReader.chunkSize).utf8) + Array("\nok".utf8))
        var reader = try LineReader(path: path, maxLineLength: LineReader.chunkSize)
        let line = try reader.next()
        #expect(line?.number == 2)
        #expect(line?.text == "ok")
        #expect(reader.overlongLineCount == 1)
        #expect(try reader.next() == nil)
    }

    @Test("a line exactly at the limit is read")
    func atLimit() throws {
        var reader = LineReader(bytes: Array("abc\r\nabcd".utf8), maxLineLength: 3)
        #expect(try reader.next()?.text == "abc")
        #expect(try reader.next() == nil)
        #expect(reader.overlongLineCount == 1)
    }

    @Test("a symbolic link loop and standard input that is a directory are named as such")
    func paths() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let a = directory.appendingPathComponent("a").path
        let b = directory.appendingPathComponent("b").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(throws: TraceInputError.symlinkLoop(path: a)) { try LineReader(path: a) }
        let descriptor = open(directory.path, O_RDONLY)
        defer { close(descriptor) }
        var reader = LineReader(fileDescriptor: descriptor, name: "standard input")
        #expect(throws: TraceInputError.isDirectory(path: "standard input")) { try reader.next() }
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "limits-\(UUID().uuidString).log")
        try Data(bytes).write(to: url)
        return url.path
    }
}
