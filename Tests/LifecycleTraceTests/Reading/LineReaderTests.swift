// ViewLifecycle · LifecycleTraceTests

import Foundation
import LifecycleTrace
import Testing

struct LineReaderTests {
    @Test("\\n and \\r\\n end lines, and a last line without a newline is still a line")
    func terminators() throws {
        #expect(try lines(of: "a\r\nb\n\nc") == ["1 a", "2 b", "3 ", "4 c"])
        #expect(try lines(of: "a\n") == ["1 a"])
        #expect(try lines(of: "") == [])
    }

    @Test("invalid UTF-8 is decoded with replacement characters")
    func invalidUTF8() throws {
        var reader = LineReader(bytes: [0x61, 0xFF, 0x62, 0x0A])
        let first = try reader.next()
        let second = try reader.next()
        #expect(first?.text == "a\u{FFFD}b")
        #expect(second == nil)
    }

    @Test("a NUL byte is binary data, reported with its offset")
    func binary() throws {
        var reader = LineReader(bytes: Array("ok\nx\0".utf8), name: "core.bin")
        #expect(throws: TraceInputError.binary(path: "core.bin", offset: 4)) { try reader.next() }
    }

    @Test("a file is read in chunks, lines spanning chunk ends intact, NUL offsets absolute")
    func chunkedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linereader-\(getpid()).log")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = String(repeating: "x", count: 1000)
        let count = 3 * LineReader.chunkSize / 1001 + 5
        var bytes = Array(String(repeating: line + "\n", count: count).utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var reader = try LineReader(path: path)
        var read = 0
        while let next = try reader.next() {
            read += 1
            #expect(next.text == line)
        }
        #expect(read == count)

        bytes[200_000] = 0
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var binary = try LineReader(path: path)
        #expect(throws: TraceInputError.binary(path: path, offset: 200_000)) {
            while try binary.next() != nil {}
        }
    }

    @Test("a missing path and a directory are refused by name")
    func badPaths() {
        #expect(throws: TraceInputError.notFound(path: "/no/such.log")) {
            try LineReader(path: "/no/such.log")
        }
        #expect(throws: TraceInputError.isDirectory(path: "/tmp")) { try LineReader(path: "/tmp") }
    }

    private func lines(of text: String) throws -> [String] {
        var reader = LineReader(text: text)
        var result: [String] = []
        while let line = try reader.next() { result.append("\(line.number) \(line.text)") }
        return result
    }
}

extension LineReaderTests {
    @Test("a file descriptor such as a pipe is read to its end, and - names standard input")
    func fileDescriptor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = Array("one\ntwo".utf8)
        #expect(write(ends[1], bytes, bytes.count) == bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        var reader = LineReader(fileDescriptor: ends[0], name: "pipe")
        var lines: [String] = []
        while let line = try reader.next() { lines.append(line.text) }
        #expect(lines == ["one", "two"])
        #expect(try LineReader(path: "-").name == "standard input")
    }
}
