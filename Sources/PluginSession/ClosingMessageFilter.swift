// ViewLifecycle · PluginSession

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the plugin's session at the compiler's empty closing message, whichever swift-syntax runs it.
///
/// Swift 6.3's compiler closes a session with an empty message (a zero length header). swift-syntax
/// reads it as the end only from 603; an older one, which apps depending on swift-snapshot-testing
/// resolve, fails to decode it and prints `Internal Error: … Corrupted JSON` into the build log of
/// every compile job that expanded one of its macros. The filter sits on standard input, where swift-syntax
/// reads, and passes each message through unchanged (a 64-bit little-endian length, then as many
/// bytes) until the empty one, where it closes the pipe: every swift-syntax reads that as the end.
package enum ClosingMessageFilter {
    /// Puts the filter between the compiler and standard input; call it before the plugin starts.
    package static func install() {
        let compiler = dup(STDIN_FILENO)
        var ends: [CInt] = [-1, -1]
        guard compiler >= 0, pipe(&ends) == 0, dup2(ends[0], STDIN_FILENO) >= 0 else {
            // Without the filter the plugin still works; only the closing message is misread.
            return
        }
        close(ends[0])
        let plugin = ends[1]
        Thread.detachNewThread { relay(from: compiler, to: plugin) }
    }

    /// Copies whole messages until the compiler closes its end or sends the empty message.
    private static func relay(from compiler: CInt, to plugin: CInt) {
        var header = [UInt8](repeating: 0, count: 8)
        while transfer(&header, from: compiler) {
            let count = header.reversed().reduce(0) { $0 << 8 | Int($1) }
            guard count > 0 else { break }
            var payload = [UInt8](repeating: 0, count: count)
            guard transfer(&payload, from: compiler), send(header, to: plugin), send(payload, to: plugin)
            else {
                break
            }
        }
        close(plugin)
    }

    /// Fills `buffer` from `descriptor`; false at the end of input or on an error.
    private static func transfer(_ buffer: inout [UInt8], from descriptor: CInt) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + filled, $0.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
        }
        return true
    }

    /// Writes all of `bytes` to `descriptor`; false on an error.
    private static func send(_ bytes: [UInt8], to descriptor: CInt) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
