// ViewLifecycle · PluginSession

import Foundation

/// How the package's macro plugins serve the compiler: its plugin protocol (length-prefixed JSON
/// messages on standard input and output) spoken directly, so no plugin needs swift-syntax, which
/// every app adding the package would otherwise build.
package enum PluginSession {
    /// Serves the compiler for `macros` until it ends the session; call it from the plugin's
    /// `main()`. On a message it cannot read, it says why on standard error and exits with 1, as
    /// the compiler expects of a plugin.
    package static func serve(_ macros: [any PluginMacro.Type]) {
        let channel = MessageChannel(input: .standardInput, output: .standardOutput)
        do {
            try run(macros, over: channel)
        } catch {
            FileHandle.standardError.write(Data("\(ProcessInfo.processInfo.processName): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Replies to each message on `channel` until the session ends.
    ///
    /// - Throws: What reading, decoding or sending a message throws.
    package static func run(_ macros: [any PluginMacro.Type], over channel: MessageChannel) throws {
        var responder = PluginResponder(serving: macros)
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        while let message = try channel.receive() {
            let reply = responder.reply(to: try decoder.decode(HostMessage.self, from: message))
            try channel.send(try encoder.encode(reply))
        }
    }
}
