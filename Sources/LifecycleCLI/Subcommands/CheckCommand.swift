// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle check`: each breach of UIKit's documented order, per object.
enum CheckCommand {
    /// The subcommand's row in the command table.
    static let subcommand = Subcommand(
        name: "check",
        abstract: "Report each breach of UIKit's documented lifecycle order, per object.",
        argument: (name: "file", help: "A console log or JSON Lines trace; - reads standard input."),
        ownOptions: [.format(["text", "json"])],
        epilogue: ["EXIT STATUS: 0 no breach, 1 breaches found, 2 usage or input error."],
        run: run)

    private static func run(
        _ arguments: ParsedArguments, _ output: CommandOutput
    ) throws(CommandError) -> Int32 {
        var reader = try TraceInput.open(arguments.positionals[0])
        var checker = TraceChecker()
        do {
            try checker.consume(contentsOf: &reader)
        } catch {
            throw .input(error)
        }
        let report = checker.report()
        output.writeDocument(
            arguments.value(of: "--format") == "json" ? report.renderJSON() : report.renderText())
        return report.breachCount > 0 ? 1 : 0
    }
}
