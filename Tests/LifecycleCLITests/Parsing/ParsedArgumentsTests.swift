// ViewLifecycle · LifecycleCLITests

import Testing

@testable import LifecycleCLI

/// Tokenizing and validating against an option table.
struct ParsedArgumentsTests {
    private let table: [OptionSpec] = [.format(["text", "json"]), .help]

    @Test("options take their value after a space or an equals sign, and defaults fill in")
    func values() throws {
        #expect(
            try ParsedArguments(["a.log"], table: table, subcommand: "check").options == ["--format": "text"])
        let spaced = try ParsedArguments(["--format", "json", "a.log"], table: table, subcommand: "check")
        let joined = try ParsedArguments(["a.log", "--format=json"], table: table, subcommand: "check")
        #expect(spaced == joined)
        #expect(spaced.positionals == ["a.log"])
        #expect(spaced.value(of: "--format") == "json")
    }

    @Test("- is standard input and -- ends the options")
    func positionals() throws {
        #expect(try ParsedArguments(["-"], table: table, subcommand: "check").positionals == ["-"])
        #expect(
            try ParsedArguments(["--", "--help"], table: table, subcommand: "check").positionals == ["--help"]
        )
        #expect(try ParsedArguments(["-h"], table: table, subcommand: "check").wantsHelp)
    }

    @Test("a flag given a value is refused")
    func flagWithValue() {
        #expect(
            throws: CommandError.invalidValue(
                "yes", option: "--help", allowed: ["no value"], subcommand: "check")
        ) {
            try ParsedArguments(["--help=yes"], table: table, subcommand: "check")
        }
    }

    @Test(
        "suggestions are typos within two edits, never guesses",
        arguments: [
            ("--frmat", "--format"), ("--fromat", "--format"), ("--hlp", "--help"), ("--colour", nil),
        ] as [(String, String?)])
    func suggestions(typo: String, suggestion: String?) {
        #expect(closestMatch(to: typo, in: ["--format", "--help", "-h"]) == suggestion)
    }

    @Test("edit distance counts insertions, deletions and substitutions")
    func distance() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("same", "same") == 0)
    }
}
