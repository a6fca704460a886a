// ViewLifecycle · LifecycleTrace

import Foundation

extension LineReader {
    /// An open file descriptor, closed when the last reader copy that shares it goes away.
    final class Source {
        let descriptor: Int32
        private let closesOnDeinit: Bool

        init(descriptor: Int32, closesOnDeinit: Bool) {
            self.descriptor = descriptor
            self.closesOnDeinit = closesOnDeinit
        }

        /// Whether the descriptor is a directory, as standard input can be (`< some/dir`).
        var isDirectory: Bool {
            var status = stat()
            return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }

        deinit {
            if closesOnDeinit { close(descriptor) }
        }

        /// Appends up to `count` bytes to `buffer`; returns the number read, 0 at the end, or -1
        /// with `errno` set. Interrupted reads are retried.
        func read(appendingTo buffer: inout [UInt8], count: Int) -> Int {
            let oldCount = buffer.count
            var result = 0
            buffer.append(contentsOf: repeatElement(0, count: count))
            repeat {
                result = buffer.withUnsafeMutableBufferPointer {
                    Foundation.read(descriptor, $0.baseAddress! + oldCount, count)
                }
            } while result < 0 && errno == EINTR
            buffer.removeSubrange((oldCount + max(result, 0))...)
            return result
        }
    }
}
