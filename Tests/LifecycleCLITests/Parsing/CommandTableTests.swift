// ViewLifecycle · LifecycleCLITests

import CommandKit
import LifecycleCLI
import Testing

/// A table other than `lifecycle`'s, as `lifecycle-bench` builds one: its rows, its program's name
/// in every message, and its typed options.
struct CommandTableTests {
    /// A command with a count, which records what it was given.
    private struct Repeat: ParsableCommand {
        static let times = OptionSpec.count("--times", default: 2, help: "How many times")
        static let configuration = CommandConfiguration(
            name: "repeat", abstract: "Print a word some times.",
            argument: ArgumentSpec(name: "word", help: "The word."), options: [times])

        var word: String
        var times: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            word = arguments.positionals[0]
            times = try arguments.value(of: Self.times)
        }

        func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
            try output.write(Array(repeating: word, count: times).joined(separator: " ") + "\n")
            return 0
        }
    }

    private let table = CommandTable(
        program: "tool", overview: "Repeat words.",
        rows: [CommandRow(Repeat.self), .help, .helpOption, .version("1.2")])

    private func run(_ arguments: [String]) -> CommandTranscript {
        CommandTranscript.run(arguments, in: table)
    }

    @Test("a subcommand runs with its typed options, defaulted or given")
    func runs() {
        #expect(run(["repeat", "hi"]) == CommandTranscript(status: 0, stdout: "hi hi\n", stderr: ""))
        #expect(run(["repeat", "--times=3", "hi"]).stdout == "hi hi hi\n")
    }

    @Test("errors and --version name the table's program")
    func programName() {
        #expect(run(["--version"]).stdout == "tool 1.2\n")
        #expect(
            run(["repeat", "hi", "--times", "0"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "tool: error: '0' is not a value of '--times' for 'repeat'; use a whole number above 0\n"
                ))
        #expect(
            run(["repaet"]).stderr
                == "tool: error: unknown subcommand 'repaet' (did you mean 'repeat'?); see 'tool --help'\n")
    }

    @Test("the root help lists subcommand rows, then root-option rows")
    func rootHelp() {
        #expect(
            run(["-h"]).stdout == """
                OVERVIEW: Repeat words.

                USAGE: tool <subcommand> [<options>]

                SUBCOMMANDS:
                  repeat                         Print a word some times.
                  help                           Show the help of a subcommand.

                OPTIONS:
                  -h, --help                     Show this help.
                  --version                      Show the version.

                """)
        #expect(
            run(["help", "repeat"]).stdout == """
                OVERVIEW: Print a word some times.

                USAGE: tool repeat <word> [--times <n>]

                ARGUMENTS:
                  <word>                         The word.

                OPTIONS:
                  --times <n>                    How many times (default: 2).
                  -h, --help                     Show this help.

                """)
    }
}
