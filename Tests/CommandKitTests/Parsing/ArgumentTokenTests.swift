// ViewLifecycle · CommandKitTests

import CommandKit
import Testing

/// Tokenizing: what each argument looks like, before any option table is consulted.
struct ArgumentTokenTests {
    @Test("options, inline values, bare words, - and -- each become one token")
    func tokens() {
        #expect(
            ArgumentToken.tokenize([
                "--format", "json", "--format=text", "-h", "-", "a.log", "--", "--help", "-",
            ])
                == [
                    .option("--format", inlineValue: nil), .value("json"),
                    .option("--format", inlineValue: "text"), .option("-h", inlineValue: nil), .value("-"),
                    .value("a.log"), .terminator, .positional("--help"), .positional("-"),
                ])
    }

    @Test("an inline value splits at the first equals sign and may be empty; a short option keeps its =")
    func inlineValues() {
        #expect(
            ArgumentToken.tokenize(["--name=a=b", "--name=", "-h=x"]) == [
                .option("--name", inlineValue: "a=b"), .option("--name", inlineValue: ""),
                .option("-h=x", inlineValue: nil),
            ])
    }

    @Test("no arguments, no tokens")
    func empty() {
        #expect(ArgumentToken.tokenize([String]()) == [])
    }
}
