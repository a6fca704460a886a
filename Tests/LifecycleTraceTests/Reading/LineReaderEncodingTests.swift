// ViewLifecycle · LifecycleTraceTests

import Foundation
import LifecycleTrace
import Testing

/// What a device log's bytes can be: a byte-order mark, any line ending, UTF-16, invalid UTF-8.
struct LineReaderEncodingTests {
    @Test(
        "LF, CRLF and CR-only endings, mixed, each end one line",
        arguments: [
            ("a\nb\n", ["1 a", "2 b"]), ("a\r\nb\r\n", ["1 a", "2 b"]), ("a\rb\r", ["1 a", "2 b"]),
            ("a\rb\nc\r\nd", ["1 a", "2 b", "3 c", "4 d"]), ("a\r\r\nb", ["1 a", "2 ", "3 b"]),
            ("\r\r", ["1 ", "2 "]),
        ])
    func endings(text: String, expected: [String]) throws {
        #expect(try lines(LineReader(text: text)) == expected)
    }

    @Test("a UTF-8 byte-order mark is dropped, so the first line reads like any other")
    func utf8BOM() throws {
        #expect(try lines(LineReader(bytes: [0xEF, 0xBB, 0xBF] + Array("a\nb".utf8))) == ["1 a", "2 b"])
        #expect(try lines(LineReader(bytes: [0xEF, 0xBB, 0xBF])) == [])
    }

    @Test(
        "UTF-16, with or without its mark, is refused by name, not as binary data",
        arguments: [
            ([0xFF, 0xFE, 0x3C, 0x00], "little-endian"), ([0xFE, 0xFF, 0x00, 0x3C], "big-endian"),
            ([0x3C, 0x00, 0x41, 0x00], "little-endian"), ([0x00, 0x3C, 0x00, 0x41], "big-endian"),
        ] as [([UInt8], String)])
    func utf16(bytes: [UInt8], byteOrder: String) {
        var reader = LineReader(bytes: bytes, name: "u.log")
        #expect(throws: TraceInputError.wideEncoding(path: "u.log", encoding: "UTF-16", byteOrder: byteOrder))
        { try reader.next() }
    }

    // UTF-32's little-endian mark begins with UTF-16's (FF FE), so it is told apart first.
    @Test(
        "UTF-32, with or without its mark, is refused by name, not as UTF-16 or binary data",
        arguments: [
            ([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00], "little-endian"),
            ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x3C], "big-endian"),
            ([0x3C, 0x00, 0x00, 0x00], "little-endian"), ([0x00, 0x00, 0x00, 0x3C], "big-endian"),
        ] as [([UInt8], String)])
    func utf32(bytes: [UInt8], byteOrder: String) {
        var reader = LineReader(bytes: bytes, name: "u.log")
        #expect(throws: TraceInputError.wideEncoding(path: "u.log", encoding: "UTF-32", byteOrder: byteOrder))
        { try reader.next() }
    }

    @Test(
        "wide text without a mark that starts with Japanese is still named, not called binary",
        arguments: [
            ("UTF-16", String.Encoding.utf16LittleEndian, "little-endian"),
            ("UTF-16", .utf16BigEndian, "big-endian"),
            ("UTF-32", .utf32LittleEndian, "little-endian"), ("UTF-32", .utf32BigEndian, "big-endian"),
        ])
    func wideWithoutMark(encoding: String, stringEncoding: String.Encoding, byteOrder: String) throws {
        let text = "画面の記録 <App.Screen: 0x1> viewDidLoad()\n"
        let bytes = try #require(text.data(using: stringEncoding))
        var reader = LineReader(bytes: Array(bytes), name: "u.log")
        #expect(throws: TraceInputError.wideEncoding(path: "u.log", encoding: encoding, byteOrder: byteOrder))
        {
            try reader.next()
        }
    }

    @Test("a NUL byte in data that is not wide text is binary data, with its offset")
    func binary() {
        var reader = LineReader(
            bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0, count: 24),
            name: "a.out")
        #expect(throws: TraceInputError.binary(path: "a.out", offset: 7)) { try reader.next() }
    }

    @Test("invalid UTF-8 is replaced, and the lines that held it are counted from the first")
    func invalidUTF8() throws {
        var reader = LineReader(bytes: Array("ok\n".utf8) + [0x61, 0xFF, 0x0A, 0xC3, 0x0A, 0x62])
        #expect(try lines(&reader) == ["1 ok", "2 a\u{FFFD}", "3 \u{FFFD}", "4 b"])
        #expect(reader.invalidUTF8LineCount == 2)
        #expect(reader.firstInvalidUTF8Line == 2)
    }

    @Test("a cut 4-byte sequence, replaced by one U+FFFD of the same 3 bytes' length, is still counted")
    func sameLengthRepair() throws {
        var reader = LineReader(bytes: [0xF0, 0x90, 0x80, 0x41])
        #expect(try reader.next()?.text == "\u{FFFD}A")
        #expect(reader.invalidUTF8LineCount == 1)
    }

    @Test("a \\r\\n split across two reads is one ending")
    func crlfAcrossReads() throws {
        // A file's first read fills a whole chunk, so a "\r" as its last byte leaves the reader
        // unable to tell "\r" from "\r\n" until the next read brings the "\n".
        let head = String(repeating: "x", count: LineReader.chunkSize - 2) + "a"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "linereader-crlf-\(getpid()).log"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data((head + "\r\nb").utf8).write(to: URL(fileURLWithPath: path))
        var reader = try LineReader(path: path)
        #expect(try lines(&reader) == ["1 \(head)", "2 b"])
    }

    private func lines(_ reader: LineReader) throws -> [String] {
        var reader = reader
        return try lines(&reader)
    }

    private func lines(_ reader: inout LineReader) throws -> [String] {
        var result: [String] = []
        while let line = try reader.next() { result.append("\(line.number) \(line.text)") }
        return result
    }
}
