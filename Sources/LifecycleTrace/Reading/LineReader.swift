// ViewLifecycle · LifecycleTrace

import Foundation

/// A stream of the lines of a file, standard input or a byte buffer, read in fixed-size chunks.
///
/// The reader never holds more than one chunk plus the current line, so a log of any size can be
/// checked. Lines end at `\n`; a `\r` before it is dropped, as is the terminator itself; a final
/// line without a newline is still a line; invalid UTF-8 is decoded with replacement characters.
/// A NUL byte anywhere means the input is not a text log: ``next()`` throws
/// ``TraceInputError/binary(path:offset:)`` with the byte's offset from the start of the input.
///
/// ```swift
/// var reader = try LineReader(path: "Tests/Fixtures/seed000-playground.log")
/// while let line = try reader.next() { print(line.number, line.text) }
/// ```
public struct LineReader {
    /// The bytes read per system call.
    public static let chunkSize = 64 * 1024

    /// The name errors use for the input: its path, or `standard input` for `-`.
    public let name: String

    private let source: Source?
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// The offset of `buffer[0]` from the start of the input.
    private var bufferOffset = 0
    private var isAtEnd = false
    private var lineNumber = 0

    /// Opens the file at `path`, or standard input when `path` is `-`.
    ///
    /// - Parameter path: A file path, or `-` for standard input.
    /// - Throws: ``TraceInputError/notFound(path:)``, ``TraceInputError/isDirectory(path:)`` or
    ///   ``TraceInputError/unreadable(path:reason:)``.
    public init(path: String) throws(TraceInputError) {
        if path == "-" {
            self.init(fileDescriptor: 0, name: "standard input")
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .isDirectory(path: path) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        self.init(name: path, source: Source(descriptor: descriptor, closesOnDeinit: true))
    }

    private init(name: String, source: Source?, bytes: [UInt8] = []) {
        self.name = name
        self.source = source
        self.buffer = bytes
    }

    /// Reads from an open file descriptor, which the reader does not close.
    ///
    /// - Parameters:
    ///   - fileDescriptor: The descriptor to read, such as `0` for standard input.
    ///   - name: The name errors use for the input.
    public init(fileDescriptor: Int32, name: String) {
        self.init(name: name, source: Source(descriptor: fileDescriptor, closesOnDeinit: false))
    }

    /// Reads the lines of bytes already in memory.
    ///
    /// - Parameters:
    ///   - bytes: The input.
    ///   - name: The name errors use for the input.
    public init(bytes: some Sequence<UInt8>, name: String = "<memory>") {
        self.init(name: name, source: nil, bytes: Array(bytes))
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
    /// - Throws: ``TraceInputError/binary(path:offset:)`` at a NUL byte,
    ///   ``TraceInputError/unreadable(path:reason:)`` when reading fails.
    public mutating func next() throws(TraceInputError) -> (number: Int, text: String)? {
        if source == nil && !isAtEnd {
            // Bytes given up front are checked once, like a chunk just read.
            isAtEnd = true
            try checkForNUL(from: 0)
        }
        while true {
            if let newline = firstIndex(of: 0x0A, from: start) {
                return makeLine(upTo: newline, skipping: 1)
            }
            if isAtEnd {
                guard start < buffer.count else { return nil }
                return makeLine(upTo: buffer.count, skipping: 0)
            }
            try readChunk()
        }
    }

    private mutating func makeLine(upTo end: Int, skipping terminator: Int) -> (number: Int, text: String) {
        var last = end
        if last > start && buffer[last - 1] == 0x0D { last -= 1 }
        let text = buffer.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<last]), as: UTF8.self)
        }
        start = end + terminator
        lineNumber += 1
        return (lineNumber, text)
    }

    private mutating func readChunk() throws(TraceInputError) {
        // Drop consumed bytes first so the buffer stays about one chunk long.
        if start > 0 {
            buffer.removeSubrange(0..<start)
            bufferOffset += start
            start = 0
        }
        let oldCount = buffer.count
        guard let source else { return }
        let result = source.read(appendingTo: &buffer, count: LineReader.chunkSize)
        guard result >= 0 else {
            throw .unreadable(path: name, reason: String(cString: strerror(errno)))
        }
        if result == 0 { isAtEnd = true }
        try checkForNUL(from: oldCount)
    }

    private func checkForNUL(from index: Int) throws(TraceInputError) {
        if let nul = firstIndex(of: 0, from: index) {
            throw .binary(path: name, offset: bufferOffset + nul)
        }
    }

    private func firstIndex(of byte: UInt8, from index: Int) -> Int? {
        guard index < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            let base = bytes.baseAddress! + index
            guard let found = memchr(base, Int32(byte), bytes.count - index) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
        }
    }
}
