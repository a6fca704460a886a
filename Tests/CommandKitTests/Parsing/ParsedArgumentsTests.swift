// ViewLifecycle · CommandKitTests

import CommandKit
import Testing

/// Parsing tokens against a command's option table, then validating values and positionals.
struct ParsedArgumentsTests {
    private let check = CommandConfiguration(
        name: "check", abstract: "Check.", argument: ArgumentSpec(name: "file", help: "A trace."),
        options: [.format(Format.self)])
    private let bench = CommandConfiguration(
        name: "balancer", abstract: "Measure.", options: [.count("--events", default: 20, help: "Events")])

    private enum Format: String, CaseIterable, ArgumentValue { case text, json }

    private func parse(
        _ arguments: [String], _ configuration: CommandConfiguration
    ) throws(CommandError)
        -> ParsedArguments
    {
        try ParsedArguments(ArgumentToken.tokenize(arguments), for: configuration)
    }

    @Test("options take their value after a space or an equals sign, and defaults fill in")
    func values() throws {
        let defaulted = try parse(["a.log"], check)
        #expect(defaulted.options == ["--format": "text"])
        #expect(try defaulted.value(of: .format(Format.self)) == Format.text)
        let spaced = try parse(["--format", "json", "a.log"], check)
        #expect(try parse(["a.log", "--format=json"], check) == spaced)
        #expect(spaced.positionals == ["a.log"])
        #expect(try spaced.value(of: .format(Format.self)) == Format.json)
    }

    @Test("- is standard input and -- ends the options")
    func positionals() throws {
        #expect(try parse(["-"], check).positionals == ["-"])
        #expect(try parse(["--", "--help"], check).positionals == ["--help"])
        #expect(try parse(["-h"], check).wantsHelp)
    }

    @Test("counts are read as Int, by default or as given")
    func counts() throws {
        let option = OptionSpec.count("--events", default: 20, help: "Events")
        #expect(try parse([], bench).value(of: option) == 20)
        #expect(try parse(["--events", "5"], bench).value(of: option) == 5)
    }

    @Test(
        "each refusal names the option and the command",
        arguments: [
            (
                ["--help=yes"],
                CommandError.flagWithValue("yes", option: "--help", subcommand: "check")
            ),
            (
                ["a", "--format", "xml"],
                .invalidValue("xml", option: "--format", allowed: ["text", "json"], subcommand: "check")
            ),
            (["a", "--format", "--help"], .missingValue(option: "--format", subcommand: "check")),
            (["a", "--format", "--", "json"], .missingValue(option: "--format", subcommand: "check")),
            (
                ["a", "--fromat=json"],
                .unknownOption("--fromat", subcommand: "check", suggestion: "--format")
            ),
            (["a", "b"], .extraArgument("b", subcommand: "check")),
            ([], .missingInput(subcommand: "check")),
        ] as [([String], CommandError)])
    func refusals(arguments: [String], error: CommandError) {
        #expect(throws: error) { try parse(arguments, check) }
    }

    @Test(
        "a count is a whole number above zero",
        arguments: ["0", "-3", "1.5", "many"])
    func notCounts(value: String) {
        #expect(throws: CommandError.notACount(value, option: "--events", subcommand: "balancer")) {
            try parse(["--events=\(value)"], bench)
        }
    }

    @Test("a negative count after a space is read as the number it is, not as a missing value")
    func negativeCount() {
        #expect(throws: CommandError.notACount("-5", option: "--events", subcommand: "balancer")) {
            try parse(["--events", "-5"], bench)
        }
        // Any other option after a count still means its value is missing.
        #expect(throws: CommandError.missingValue(option: "--events", subcommand: "balancer")) {
            try parse(["--events", "-h5"], bench)
        }
    }

    @Test("help wins over a missing input and a bad value")
    func helpWins() throws {
        #expect(try parse(["--format", "xml", "-h"], check).wantsHelp)
    }
}
