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
              demo                  Run a UIKit navigation scenario headless and print, check and normalize its trace.
              check                 Report each breach of UIKit's documented lifecycle order, per object.
              normalize             Print per object the events ViewLifecycle delivers for the trace.
              diagram               Draw the trace as a Mermaid sequence diagram, one lane per object.
              help                  Show the help of a subcommand.

            OPTIONS:
              -h, --help            Show this help.
              --version             Show the version.

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

            USAGE: lifecycle check <file> [--format <format>]

            ARGUMENTS:
              <file>                A console log or JSON Lines trace; - reads standard input.

            OPTIONS:
              --format <format>     Output format: text or json (default: text).
              -h, --help            Show this help.

            EXIT STATUS: 0 no breach, 1 breaches found, 2 usage or input error.

            """
        #expect(CommandTranscript.run(["check", "--help"]).stdout == expected)
        #expect(CommandTranscript.run(["help", "check"]).stdout == expected)
        // Help wins over a missing input, as users expect.
        #expect(CommandTranscript.run(["check", "-h"]).status == 0)
    }

    @Test(
        "normalize and diagram help name their formats",
        arguments: [
            ("normalize", "  --format <format>     Output format: text or json (default: text).\n"),
            ("diagram", "  --format <format>     Output format: mermaid (default: mermaid).\n"),
        ])
    func subcommandHelp(name: String, formatLine: String) {
        let run = CommandTranscript.run([name, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: lifecycle \(name) <file> [--format <format>]\n"))
        #expect(run.stdout.contains(formatLine))
    }

    @Test("--version prints the version")
    func version() {
        #expect(
            CommandTranscript.run(["--version"])
                == CommandTranscript(status: 0, stdout: "lifecycle 0.1.0\n", stderr: ""))
    }
}
