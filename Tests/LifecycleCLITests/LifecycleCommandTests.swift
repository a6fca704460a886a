// ViewLifecycle · LifecycleCLITests

import Testing

/// The command as a user meets it: exit statuses and the one-line errors.
struct LifecycleCommandTests {
    @Test("check on seed 000 reports both controllers and exits 1")
    func checkSeed() {
        let run = CommandTranscript.run(["check", TestFiles.seedLog])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            run.stdout.contains(
                "__lldb_expr_90.SampleUIViewController 0x7f88daee0370: 10 records, ends visible"))
        #expect(
            run.stdout.contains(
                "__lldb_expr_90.SampleUIViewController 0x7f88daee4c30: 14 records, ends hidden"))
        #expect(run.stdout.hasSuffix("6 breaches, 3 notes, 4 objects, 0 skipped lines\n"))
    }

    @Test("check exits 0 on a clean log")
    func checkClean() throws {
        let path = try TestFiles.temporary(
            Array(
                """
                <App.Screen: 0x1> viewDidLoad()
                <App.Screen: 0x1> viewWillAppear(_:)
                <App.Screen: 0x1> viewDidAppear(_:)

                """.utf8), name: "clean.log")
        let run = CommandTranscript.run(["check", path, "--format", "json"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"breachCount":0,"findings":[],"noteCount":0,"objects":[{"address":"0x1","finalPhase":"visible","#
                + #""recordCount":3,"typeName":"App.Screen"}],"skippedLineCount":0}"# + "\n")
    }

    @Test("normalize and diagram print the balancer's view and a Mermaid diagram")
    func normalizeAndDiagram() {
        let normalized = CommandTranscript.run(["normalize", TestFiles.seedLog])
        #expect(normalized.status == 0)
        #expect(normalized.stdout.contains("  line 23: viewDidLoad() -> dropped\n"))
        let diagram = CommandTranscript.run(["diagram", "--format=mermaid", TestFiles.seedLog])
        #expect(diagram.status == 0)
        #expect(diagram.stdout.hasPrefix("sequenceDiagram\n"))
    }

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
                ["diagram", "a", "--format", "svg"],
                "'svg' is not a value of '--format' for 'diagram'; use one of: mermaid"
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
        #expect(run.stderr.hasPrefix("lifecycle: error: \(path):2: not a JSON trace record"))
    }
}
