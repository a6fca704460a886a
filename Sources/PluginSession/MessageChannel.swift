// ViewLifecycle · PluginSession

import Foundation

/// The compiler's plugin channel: each message a 64-bit little-endian byte count, then as many
/// bytes of JSON, read from one file and written to another (standard input and output).
package struct MessageChannel {
    /// Reads up to the given number of bytes; nil or empty at the end of input.
    private let readBytes: (Int) throws -> Data?
    /// Writes bytes.
    private let writeBytes: (Data) throws -> Void

    /// A channel reading `input` and writing `output`.
    package init(input: FileHandle, output: FileHandle) {
        self.init(read: { try input.read(upToCount: $0) }, write: { try output.write(contentsOf: $0) })
    }

    /// A channel over `read` (up to a number of bytes; nil or empty at the end) and `write`.
    package init(read: @escaping (Int) throws -> Data?, write: @escaping (Data) throws -> Void) {
        readBytes = read
        writeBytes = write
    }

    /// The next message's bytes, or nil at the end of the session: the end of input, or the empty
    /// message Swift 6.3's compiler sends to close it.
    ///
    /// - Throws: `MessageChannel.Truncated` when input ends inside a message.
    package func receive() throws -> Data? {
        guard let header = try read(8, allowingEnd: true) else { return nil }
        let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        guard count > 0 else { return nil }
        return try read(count, allowingEnd: false)
    }

    /// Sends `message` with its byte count before it.
    package func send(_ message: Data) throws {
        var header = Data(count: 8)
        for index in 0..<8 { header[index] = UInt8(truncatingIfNeeded: message.count >> (8 * index)) }
        try writeBytes(header + message)
    }

    /// Exactly `count` bytes, or nil when input ends before the first and `allowingEnd`.
    private func read(_ count: Int, allowingEnd: Bool) throws -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try readBytes(count - data.count), !chunk.isEmpty else {
                if data.isEmpty && allowingEnd { return nil }
                throw Truncated(expected: count, received: data.count)
            }
            data.append(chunk)
        }
        return data
    }

    /// Input ended inside a message.
    package struct Truncated: Error, Equatable, CustomStringConvertible {
        /// The bytes the message needed.
        package var expected: Int
        /// The bytes that came.
        package var received: Int

        /// Input ended after `received` of a message's `expected` bytes.
        package init(expected: Int, received: Int) {
            self.expected = expected
            self.received = received
        }

        /// What happened, for the plugin's standard error.
        package var description: String {
            "the compiler's message ended after \(received) of \(expected) bytes"
        }
    }
}
