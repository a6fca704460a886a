// ViewLifecycle · LifecycleTrace

import Foundation

/// A stream of the lines of a file, standard input or a byte buffer, read in fixed-size chunks.
///
/// The reader holds one chunk plus the current line, and never more than ``maxLineLength`` bytes
/// of a line: a longer line is skipped as it streams past, counted in ``overlongLineCount``, and
/// never returned. Lines end at `\n`, `\r\n` or a lone `\r` (old Mac and some export tools); a
/// final line without a terminator is still a line. A UTF-8 byte-order mark at the start is
/// dropped; UTF-16 and UTF-32 input is refused by name
/// (``TraceInputError/wideEncoding(path:encoding:byteOrder:)``). Invalid UTF-8 is decoded with
/// replacement characters and the lines that had any are counted in ``invalidUTF8LineCount``. A NUL byte anywhere else means the input is not a text log:
/// ``next()`` throws ``TraceInputError/binary(path:offset:)`` with the byte's offset.
///
/// ```swift
/// var reader = try LineReader(path: "Tests/Fixtures/seed000-playground.log")
/// while let line = try reader.next() { print(line.number, line.text) }
/// ```
public struct LineReader {
    /// The bytes read per system call.
    public static let chunkSize = 64 * 1024
    /// The longest line read by default, in bytes: 1 MiB, far above any lifecycle line.
    public static let defaultMaxLineLength = 1 << 20
    /// What messages call the input `-` names.
    public static let standardInputName = "standard input"

    /// The name errors use for the input: its path, or `standard input` for `-`.
    public let name: String
    /// The longest line, in bytes without its terminator, that is returned; longer ones are skipped.
    public let maxLineLength: Int
    /// The lines longer than ``maxLineLength``, skipped without being held.
    public private(set) var overlongLineCount = 0
    /// The number of the first line longer than ``maxLineLength``.
    public private(set) var firstOverlongLine: Int?
    /// The lines that held invalid UTF-8, returned with replacement characters.
    public private(set) var invalidUTF8LineCount = 0
    /// The number of the first line that held invalid UTF-8.
    public private(set) var firstInvalidUTF8Line: Int?
    /// The lines read so far, skipped ones included.
    public var lineCount: Int { lineNumber }

    private let source: Source?
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// The offset of `buffer[0]` from the start of the input.
    private var bufferOffset = 0
    private var isAtEnd = false
    private var lineNumber = 0
    private var hasCheckedEncoding = false
    /// Whether the current line is longer than the limit, so its bytes are dropped as they come.
    private var isSkippingLine = false
    private var terminators = TerminatorSearch()

    /// Opens the file at `path`, or standard input when `path` is `-`.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input.
    ///   - maxLineLength: The longest line returned, in bytes.
    /// - Throws: ``TraceInputError/notFound(path:)``, ``TraceInputError/isDirectory(path:)``,
    ///   ``TraceInputError/symlinkLoop(path:)``, ``TraceInputError/permissionDenied(path:)`` or
    ///   ``TraceInputError/unreadable(path:reason:)``.
    public init(path: String, maxLineLength: Int = defaultMaxLineLength) throws(TraceInputError) {
        if path == "-" {
            self.init(fileDescriptor: 0, name: Self.standardInputName, maxLineLength: maxLineLength)
            return
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw TraceInputError(opening: path, errno: errno) }
        let source = Source(descriptor: descriptor, closesOnDeinit: true)
        if source.isDirectory { throw .isDirectory(path: path) }
        self.init(name: path, source: source, maxLineLength: maxLineLength)
    }

    private init(name: String, source: Source?, bytes: [UInt8] = [], maxLineLength: Int) {
        self.name = name
        self.source = source
        self.buffer = bytes
        self.maxLineLength = max(1, maxLineLength)
    }

    /// Reads from an open file descriptor, which the reader does not close.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor to read, such as `0` for standard input.
    ///   - name: The name errors use for the input.
    ///   - maxLineLength: The longest line returned, in bytes.
    public init(fileDescriptor: Int32, name: String, maxLineLength: Int = defaultMaxLineLength) {
        self.init(
            name: name, source: Source(descriptor: fileDescriptor, closesOnDeinit: false),
            maxLineLength: maxLineLength)
    }

    /// Reads the lines of bytes already in memory.
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - name: The name errors use for the input.
    ///   - maxLineLength: The longest line returned, in bytes.
    public init(
        bytes: some Sequence<UInt8>, name: String = "<memory>", maxLineLength: Int = defaultMaxLineLength
    ) {
        self.init(name: name, source: nil, bytes: Array(bytes), maxLineLength: maxLineLength)
    }

    /// Reads the lines of `text`, which is convenient in tests.
    ///
    /// - Parameters:
    ///   - text: The input.
    ///   - name: The name errors use for the input.
    public init(text: String, name: String = "<memory>") {
        self.init(bytes: Array(text.utf8), name: name)
    }

    /// Returns the next line and its 1-based number, or `nil` at the end of the input.
    ///
    /// Lines longer than ``maxLineLength`` are skipped (their numbers too) and counted.
    ///
    /// - Throws: ``TraceInputError/binary(path:offset:)`` at a NUL byte,
    ///   ``TraceInputError/wideEncoding(path:encoding:byteOrder:)`` for UTF-16 or UTF-32 text,
    ///   ``TraceInputError/unreadable(path:reason:)`` when reading fails.
    /// - Complexity: Amortized O(*n*) in the line's length: the search for its end resumes where
    ///   the last chunk's stopped.
    public mutating func next() throws(TraceInputError) -> (number: Int, text: String)? {
        if !hasCheckedEncoding { try checkEncoding() }
        while true {
            if let end = terminators.first(in: buffer, from: start) {
                // A `\r` last in the buffer may be half of a `\r\n`: read on to know.
                if buffer[end] == 0x0D && end + 1 == buffer.count && !isAtEnd {
                    try readChunk()
                    continue
                }
                let length = buffer[end] == 0x0D && end + 1 < buffer.count && buffer[end + 1] == 0x0A ? 2 : 1
                if isSkippingLine || end - start > maxLineLength {
                    skipLine(upTo: end + length)
                    continue
                }
                return makeLine(upTo: end, skipping: length)
            }
            if isAtEnd {
                if isSkippingLine || buffer.count - start > maxLineLength { skipLine(upTo: buffer.count) }
                guard start < buffer.count else { return nil }
                return makeLine(upTo: buffer.count, skipping: 0)
            }
            if !isSkippingLine && buffer.count - start > maxLineLength {
                // Counted as soon as it is known to be too long, then dropped chunk by chunk.
                lineNumber += 1
                overlongLineCount += 1
                if firstOverlongLine == nil { firstOverlongLine = lineNumber }
                isSkippingLine = true
            }
            if isSkippingLine { start = buffer.count }
            try readChunk()
        }
    }

    /// Passes over the rest of an overlong line, ending at `end`, terminator included.
    private mutating func skipLine(upTo end: Int) {
        if !isSkippingLine {
            lineNumber += 1
            overlongLineCount += 1
            if firstOverlongLine == nil { firstOverlongLine = lineNumber }
        }
        isSkippingLine = false
        start = end
    }

    private mutating func makeLine(upTo end: Int, skipping terminator: Int) -> (number: Int, text: String) {
        lineNumber += 1
        let text = buffer.withUnsafeBufferPointer { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            // Decoded once; validating first and decoding again halved plain reading's speed.
            // A repair changes the bytes: the count, or (a 3-byte sequence for U+FFFD's 3) the content.
            var text = String(decoding: line, as: UTF8.self)
            let isRepaired = text.withUTF8 { decoded in
                decoded.count != line.count
                    || (line.count > 0 && memcmp(decoded.baseAddress!, line.baseAddress!, line.count) != 0)
            }
            if isRepaired {
                invalidUTF8LineCount += 1
                if firstInvalidUTF8Line == nil { firstInvalidUTF8Line = lineNumber }
            }
            return text
        }
        start = end + terminator
        return (lineNumber, text)
    }

    private mutating func readChunk() throws(TraceInputError) {
        let oldCount = try fill()
        try checkForNUL(from: oldCount)
    }

    /// Drops the consumed bytes, then appends one read's bytes; returns where they start.
    private mutating func fill() throws(TraceInputError) -> Int {
        // Dropped first so the buffer stays about one chunk plus one line long.
        if start > 0 {
            buffer.removeSubrange(0..<start)
            bufferOffset += start
            terminators.shift(by: start)
            start = 0
        }
        let oldCount = buffer.count
        guard let source else {
            isAtEnd = true
            return oldCount
        }
        let result = source.read(appendingTo: &buffer, count: LineReader.chunkSize)
        guard result >= 0 else { throw TraceInputError(reading: name, errno: errno) }
        if result == 0 { isAtEnd = true }
        return oldCount
    }

    /// Reads the first bytes and decides the encoding: a UTF-8 byte-order mark is dropped, UTF-32
    /// and UTF-16 (by their marks, or by the NUL bytes beside ASCII letters) are refused by name.
    private mutating func checkEncoding() throws(TraceInputError) {
        hasCheckedEncoding = true
        // A pipe may deliver a byte at a time; four are enough to tell the encodings apart.
        while buffer.count < 4 && !isAtEnd { _ = try fill() }
        if source == nil { isAtEnd = true }
        if let (encoding, byteOrder) = WideEncodingSniffer.encoding(of: buffer) {
            throw .wideEncoding(path: name, encoding: encoding, byteOrder: byteOrder)
        }
        try checkForNUL(from: 0)
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    }

    private func checkForNUL(from index: Int) throws(TraceInputError) {
        guard let nul = terminators.firstIndex(of: 0, in: buffer, from: index) else { return }
        // Wide text that begins with non-ASCII has no telltale first bytes; its NULs show it.
        if bufferOffset == 0, let (encoding, byteOrder) = WideEncodingSniffer.encoding(ofTextWithNUL: buffer)
        {
            throw .wideEncoding(path: name, encoding: encoding, byteOrder: byteOrder)
        }
        throw .binary(path: name, offset: bufferOffset + nul)
    }
}
