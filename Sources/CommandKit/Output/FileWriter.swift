// ViewLifecycle · CommandKit

import Foundation

/// The one writer of the process's standard output and standard error: buffered bytes written
/// with `write(2)`, every failure turned into a ``CommandError``.
///
/// `FileHandle.write(_:)` traps on a failed write, which printed a 59-line backtrace and died
/// with SIGILL whenever the output was full (`> /dev/full`) or closed (`| head`, with SIGPIPE
/// ignored). Here a closed reader (`EPIPE`) is ``CommandError/outputClosed`` and any other failure
/// ``CommandError/outputFailed(stream:errno:)``, which ``CommandTable`` maps to a quiet exit 0 and
/// to one line and exit 74.
final class FileWriter {
    /// Bytes kept before a `write(2)`: a streamed report makes many small writes.
    static let bufferSize = 64 * 1024

    private let descriptor: Int32
    private let stream: String
    private var buffer: [UInt8] = []
    /// The first failure, thrown again by every later flush: a failure swallowed by one caller
    /// (standard error's writer flushes standard output first) must still decide the exit status.
    private var failure: CommandError?

    /// Creates a writer of `descriptor`, named `stream` in errors (`standard output`).
    init(descriptor: Int32, stream: String) {
        self.descriptor = descriptor
        self.stream = stream
        buffer.reserveCapacity(FileWriter.bufferSize)
    }

    /// Adds `text` to the buffer, writing the buffer out when it is full.
    func write(_ text: String) throws(CommandError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= FileWriter.bufferSize { try flush() }
    }

    /// Writes out everything buffered, retrying short and interrupted writes.
    func flush() throws(CommandError) {
        if let failure { throw failure }
        defer { buffer.removeAll(keepingCapacity: true) }
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written)
            }
            if result >= 0 {
                written += result
            } else if errno == EPIPE {
                failure = .outputClosed
                throw .outputClosed
            } else if errno != EINTR && errno != EAGAIN {
                let error = CommandError.outputFailed(stream: stream, errno: errno)
                failure = error
                throw error
            }
        }
    }
}
