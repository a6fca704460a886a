// ViewLifecycle · LifecycleCLITests

import Testing

/// Golden help texts: what `--help` prints is part of the interface.
struct HelpTextTests {
    @Test("lifecycle --help lists every subcommand")
    func rootHelp() {
        let expected = """
            OVERVIEW: Check, normalize and draw view-controller lifecycle traces.

            USAGE: lifecycle <subcommand> [<options>]

            SUBCOMMANDS:
              demo                           Run an app session headless and show UIKit, SwiftUI, seed 001 and ViewLifecycle side by side.
              check                          Report each breach of UIKit's documented lifecycle order, per object.
              normalize                      Print per object the events ViewLifecycle delivers for the trace.
              diagram                        Draw the trace as a Mermaid sequence diagram or an SVG timeline, one lane per object.
              help                           Show the help of a subcommand.

            OPTIONS:
              -h, --help                     Show this help.
              --version                      Show the version.

            A trace is a console log (lines printed by print(self, #function), with or without an
            NSLog/OSLog prefix) or a JSON Lines file; - reads standard input.
            See 'lifecycle <subcommand> --help' for the options of a subcommand.

            """
        #expect(
            CommandTranscript.run(["--help"]) == CommandTranscript(status: 0, stdout: expected, stderr: ""))
        #expect(CommandTranscript.run(["help"]).stdout == expected)
        #expect(CommandTranscript.run(["-h"]).stdout == expected)
    }

    @Test("lifecycle check --help shows its argument, options and exit statuses")
    func checkHelp() {
        let expected = """
            OVERVIEW: Report each breach of UIKit's documented lifecycle order, per object.

            USAGE: lifecycle check <file> [--format <format>] [--input-format <input-format>] [--allow-empty] [--max-line-length <n>]

            ARGUMENTS:
              <file>                         A console log or JSON Lines trace; - reads standard input.

            OPTIONS:
              --format <format>              Output format: text or json (default: text).
              --input-format <input-format>  Input format: auto, console or jsonl (default: auto).
              --allow-empty                  Accept an input with no lifecycle line.
              --max-line-length <n>          Longest line read, in bytes (default: 1048576).
              -h, --help                     Show this help.

            Each object is printed when its deinit is read, the rest at the end in first-seen order,
            then the findings about the log and a summary.
            EXIT STATUS: 0 no breach, 1 breaches found, 2 usage or input error (no lifecycle line
            included, unless --allow-empty), 74 output not writable.

            """
        #expect(CommandTranscript.run(["check", "--help"]).stdout == expected)
        #expect(CommandTranscript.run(["help", "check"]).stdout == expected)
        // Help wins over a missing input, as users expect.
        #expect(CommandTranscript.run(["check", "-h"]).status == 0)
    }

    @Test("normalize and diagram help: each its own overview, argument and formats")
    func otherSubcommandHelp() {
        #expect(
            CommandTranscript.run(["normalize", "--help"]).stdout == """
                OVERVIEW: Print per object the events ViewLifecycle delivers for the trace.

                USAGE: lifecycle normalize <file> [--format <format>] [--input-format <input-format>] [--allow-empty] [--max-line-length <n>]

                ARGUMENTS:
                  <file>                         A console log or JSON Lines trace; - reads standard input.

                OPTIONS:
                  --format <format>              Output format: text or json (default: text).
                  --input-format <input-format>  Input format: auto, console or jsonl (default: auto).
                  --allow-empty                  Accept an input with no lifecycle line.
                  --max-line-length <n>          Longest line read, in bytes (default: 1048576).
                  -h, --help                     Show this help.

                Each object is printed when its deinit is read, the rest at the end in first-seen order;
                when the open objects hold 4096 steps between them, each is printed in part.

                """)
        #expect(
            CommandTranscript.run(["diagram", "--help"]).stdout == """
                OVERVIEW: Draw the trace as a Mermaid sequence diagram or an SVG timeline, one lane per object.

                USAGE: lifecycle diagram <file> [--format <format>] [--input-format <input-format>] [--allow-empty] [--max-line-length <n>] [--normalized]

                ARGUMENTS:
                  <file>                         A console log or JSON Lines trace; - reads standard input.

                OPTIONS:
                  --format <format>              Output format: mermaid or svg (default: mermaid).
                  --input-format <input-format>  Input format: auto, console or jsonl (default: auto).
                  --allow-empty                  Accept an input with no lifecycle line.
                  --max-line-length <n>          Longest line read, in bytes (default: 1048576).
                  --normalized                   Also draw the events the balancer synthesized or dropped (svg only).
                  -h, --help                     Show this help.

                svg draws one row per record and marks each finding of 'lifecycle check' on its row;
                it is written once the input is read, as its size depends on the rows and lanes.

                """)
    }

    @Test("help is a row like any other: it has its own help, and --help takes a subcommand too")
    func helpRows() {
        #expect(
            CommandTranscript.run(["help", "help"])
                == CommandTranscript(
                    status: 0,
                    stdout: """
                        OVERVIEW: Show the help of a subcommand.

                        USAGE: lifecycle help [<subcommand>]

                        ARGUMENTS:
                          <subcommand>                   The subcommand whose help to show.

                        OPTIONS:
                          -h, --help                     Show this help.

                        """,
                    stderr: ""))
        #expect(CommandTranscript.run(["--help", "check"]) == CommandTranscript.run(["help", "check"]))
        #expect(
            CommandTranscript.run(["help", "chek"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: "lifecycle: error: unknown subcommand 'chek' (did you mean 'check'?); "
                        + "see 'lifecycle --help'\n"))
        #expect(
            CommandTranscript.run(["help", "check", "x"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "lifecycle: error: unexpected argument 'x'; 'lifecycle help' takes one subcommand name, "
                        + "such as 'lifecycle help check'\n"))
    }

    @Test("--version prints the version, and takes nothing after it")
    func version() {
        #expect(
            CommandTranscript.run(["--version"])
                == CommandTranscript(status: 0, stdout: "lifecycle 0.1.0\n", stderr: ""))
        #expect(
            CommandTranscript.run(["--version", "x"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: "lifecycle: error: unexpected argument 'x'; see 'lifecycle --help'\n"
                ))
    }
}
