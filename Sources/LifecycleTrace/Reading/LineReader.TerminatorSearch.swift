// ViewLifecycle · LifecycleTrace

import Foundation

extension LineReader {
    /// The search for the next line terminator, resumable: it remembers how far each byte was
    /// looked for, so a line that spans many chunks is scanned once, not from its start again
    /// after every chunk (which made one long line quadratic).
    struct TerminatorSearch {
        /// For `\n` and `\r`: where one was found, if it was, and the end of the bytes searched.
        private var found: (lf: Int?, cr: Int?) = (nil, nil)
        private var searched: (lf: Int, cr: Int) = (0, 0)

        /// The index of the first `\n` or `\r` at or after `start`, or `nil` if there is none yet.
        mutating func first(in buffer: [UInt8], from start: Int) -> Int? {
            let lf = next(0x0A, in: buffer, from: start, found: &found.lf, searched: &searched.lf)
            // A `\r` after the `\n` cannot end this line: searching past it would only be redone.
            let crLimit = lf.map { $0 } ?? buffer.count
            let cr = next(
                0x0D, in: buffer, from: start, upTo: crLimit, found: &found.cr, searched: &searched.cr)
            switch (lf, cr) {
            case (let lf?, let cr?): return min(lf, cr)
            case (let lf?, nil): return lf
            case (nil, let cr?): return cr
            case (nil, nil): return nil
            }
        }

        /// Keeps the remembered positions pointing at the same bytes after the buffer's first
        /// `count` bytes were dropped.
        mutating func shift(by count: Int) {
            found.lf = found.lf.map { $0 - count }
            found.cr = found.cr.map { $0 - count }
            searched.lf = max(0, searched.lf - count)
            searched.cr = max(0, searched.cr - count)
        }

        private func next(
            _ byte: UInt8, in buffer: [UInt8], from start: Int, upTo limit: Int? = nil, found: inout Int?,
            searched: inout Int
        ) -> Int? {
            if let index = found, index >= start { return index }
            let end = limit ?? buffer.count
            let from = max(searched, start)
            found = from < end ? firstIndex(of: byte, in: buffer, from: from, to: end) : nil
            searched = found ?? end
            return found
        }

        /// The index of the first `byte` in `buffer[index..<end]`, found with `memchr`.
        func firstIndex(of byte: UInt8, in buffer: [UInt8], from index: Int, to end: Int? = nil) -> Int? {
            let end = end ?? buffer.count
            guard index < end else { return nil }
            return buffer.withUnsafeBufferPointer { bytes -> Int? in
                let base = bytes.baseAddress! + index
                guard let hit = memchr(base, Int32(byte), end - index) else { return nil }
                return UnsafeRawPointer(hit) - UnsafeRawPointer(bytes.baseAddress!)
            }
        }
    }
}
