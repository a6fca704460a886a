// ViewLifecycle · LifecycleCLITests

import CommandKit
import Foundation
import LifecycleCLI
import LifecycleFixtures

/// What one run of `lifecycle` printed and returned.
struct CommandTranscript: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `lifecycle` with `arguments` through its public entry point, capturing both streams.
    static func run(_ arguments: [String]) -> CommandTranscript {
        capture { output in
            LifecycleCommand.run(arguments, write: { try? output.write($0) }, writeError: output.writeError)
        }
    }

    /// Runs `lifecycle` with `arguments` as if its output were `terminal`, capturing both streams.
    static func run(_ arguments: [String], terminal: Terminal) -> CommandTranscript {
        capture { output in
            var output = output
            output.terminal = terminal
            return LifecycleCommand.run(arguments, output)
        }
    }

    /// Runs another program's `table` with `arguments`, capturing both streams.
    static func run(_ arguments: [String], in table: CommandTable) -> CommandTranscript {
        capture { table.run(arguments, $0) }
    }

    private static func capture(_ body: (CommandOutput) -> Int32) -> CommandTranscript {
        let out = Captured()
        let err = Captured()
        let status = body(CommandOutput(write: { out.text += $0 }, writeError: { err.text += $0 }))
        return CommandTranscript(status: status, stdout: out.text, stderr: err.text)
    }

    private final class Captured { var text = "" }
}

/// Paths the tests read and write.
enum TestFiles {
    /// Seed 000's log, as captured.
    static let seedLog = Fixture.seed000PlaygroundLog

    /// Writes `bytes` to a fresh temporary file and returns its path.
    static func temporary(_ bytes: [UInt8], name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}
