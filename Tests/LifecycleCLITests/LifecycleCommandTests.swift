// ViewLifecycle · LifecycleCLITests

import Testing

/// The command as a user meets it when something is wrong: exit status 2 and a one-line error.
struct LifecycleCommandTests {
    @Test(
        "bad input is one line naming the file and the fix, exit 2",
        arguments: [
            (
                ["check", "/no/such/file.log"],
                "/no/such/file.log: no such file; check the path, or pass - to read standard input"
            ),
            (["normalize", "/"], "/: is a directory; pass a console log or a .jsonl trace file"),
            (["check"], "missing input; pass a log file, or - for standard input: 'lifecycle check FILE'"),
            (["check", "a", "b"], "unexpected argument 'b'; see 'lifecycle check --help'"),
            (["chek", "a"], "unknown subcommand 'chek' (did you mean 'check'?); see 'lifecycle --help'"),
            ([], "missing subcommand; see 'lifecycle --help'"),
            (
                ["check", "--frmat", "json", "a"],
                "unknown option '--frmat' for 'check' (did you mean '--format'?); see 'lifecycle check --help'"
            ),
            (
                ["check", "--verbose", "a"],
                "unknown option '--verbose' for 'check'; see 'lifecycle check --help'"
            ),
            (["check", "a", "--format"], "option '--format' needs a value; see 'lifecycle check --help'"),
            (
                ["diagram", "a", "--format", "png"],
                "'png' is not a value of '--format' for 'diagram'; use one of: mermaid, svg"
            ),
        ])
    func usageAndInputErrors(arguments: [String], message: String) {
        #expect(
            CommandTranscript.run(arguments)
                == CommandTranscript(status: 2, stdout: "", stderr: "lifecycle: error: \(message)\n"))
    }

    @Test("a binary file is refused with the offset of its first NUL byte")
    func binaryInput() throws {
        let path = try TestFiles.temporary(
            Array("<A: 0x1> viewDidLoad()\n".utf8) + [0x7F, 0x00, 0x01], name: "app.bin")
        let run = CommandTranscript.run(["check", path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "lifecycle: error: \(path): binary data (NUL byte at offset 24); pass a text console log or a .jsonl trace\n"
        )
    }

    @Test("a malformed JSON Lines trace names the line")
    func malformedJSON() throws {
        let path = try TestFiles.temporary(
            Array("{\"callback\":\"viewDidLoad()\"}\n{oops\n".utf8), name: "t.jsonl")
        let run = CommandTranscript.run(["normalize", path])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "lifecycle: error: \(path):2: not a JSON trace record (invalid JSON); fix the line or remove it\n"
        )
    }

    @Test("a flag given a value, and a negative line length, are named as what they are")
    func optionValueMistakes() {
        #expect(
            CommandTranscript.run(["check", "x.log", "--allow-empty=yes"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: "lifecycle: error: '--allow-empty' takes no value, but was given 'yes'; write "
                        + "'--allow-empty' alone to turn it on, or leave it out: see 'lifecycle check --help'\n"
                ))
        #expect(
            CommandTranscript.run(["check", "x.log", "--max-line-length", "-5"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "lifecycle: error: '-5' is not a value of '--max-line-length' for 'check'; use a whole "
                        + "number above 0\n"))
    }

    @Test("a console log read as JSON Lines is told to read it as a console log")
    func consoleReadAsJSONLines() throws {
        let path = try TestFiles.temporary(Array("<A: 0x1> viewDidLoad()\n".utf8), name: "c.log")
        #expect(
            CommandTranscript.run(["check", "--input-format", "jsonl", path])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "lifecycle: error: \(path):1: not JSON (the line does not begin with {); if this is a "
                        + "console log, read it with --input-format console or auto\n"))
    }
}
