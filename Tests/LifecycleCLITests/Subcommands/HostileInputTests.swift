// ViewLifecycle · LifecycleCLITests

import Testing

/// `lifecycle` under hostile input: never "clean" by accident, every cause named with its fix,
/// nothing from the input able to break a line of the output.
struct HostileInputTests {
    private func file(_ text: String, _ name: String = "in.log") throws -> String {
        try TestFiles.temporary(Array(text.utf8), name: name)
    }

    /// The refusal of an input with no lifecycle line, `counts` saying what was read.
    private func refusal(_ path: String, _ counts: String) -> String {
        "lifecycle: error: \(path): no lifecycle line in \(counts); pass a log of print(self, #function) lines "
            + "or a JSON Lines trace, or --allow-empty to accept it\n"
    }

    @Test("no lifecycle line is exit 2 with a count of what was read; --allow-empty accepts it")
    func noLifecycleLine() throws {
        let path = try file("hello\n\nworld\n")
        let refused = refusal(path, "3 lines (2 skipped)")
        for subcommand in ["check", "normalize", "diagram"] {
            #expect(
                CommandTranscript.run([subcommand, path])
                    == CommandTranscript(status: 2, stdout: "", stderr: refused))
        }
        #expect(
            CommandTranscript.run(["check", "--allow-empty", path])
                == CommandTranscript(
                    status: 0, stdout: "0 breaches, 0 notes, 0 objects, 2 skipped lines\n", stderr: ""))
        #expect(
            CommandTranscript.run(["normalize", "--allow-empty", "--format", "json", path]).stdout == "[]\n")
    }

    // A script's `main()` and a JSON record with an unknown callback read as calls, but of no view
    // controller: without a line that names an object or a lifecycle callback, nothing was checked.
    @Test("calls of no view controller, in a script or a JSON record, are not a lifecycle log")
    func unrelatedCalls() throws {
        let script = try file("import sys\n\ndef main():\n    pass\n\nmain()\n")
        #expect(
            CommandTranscript.run(["check", script])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: refusal(
                        script, "6 lines (3 skipped, 1 naming no object and no view-controller callback)")))
        let record = try file("{\"callback\":\"x\"}\n")
        #expect(
            CommandTranscript.run(["diagram", record])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: refusal(
                        record, "1 line (0 skipped, 1 naming no object and no view-controller callback)")))
        #expect(
            CommandTranscript.run(["diagram", "--allow-empty", record])
                == CommandTranscript(
                    status: 0, stdout: "sequenceDiagram\n    participant SwiftUI\n    participant UIKit\n",
                    stderr: ""))
        // A make… of no representable is no representable's callback: a bare call, not paired.
        let widget = try file("<A: 0x1> init()\nmakeWidget()\n")
        #expect(
            CommandTranscript.run(["check", widget])
                == CommandTranscript(
                    status: 0,
                    stdout: "A 0x1: 1 record, ends hidden\n0 breaches, 0 notes, 1 object, 0 skipped lines\n",
                    stderr: ""))
        // A representable's callback is a lifecycle line without an object, in JSON Lines too.
        let make = try file("{\"line\":1,\"callback\":\"makeCoordinator()\"}\n", "make.jsonl")
        #expect(
            CommandTranscript.run(["check", make])
                == CommandTranscript(
                    status: 1,
                    stdout: "log:\n  line 1: [unpaired-make] makeCoordinator() is not followed by a newly "
                        + "initialised object it can be paired with\n1 breach, 0 notes, 0 objects, 0 skipped lines\n",
                    stderr: ""))
        // One such call beside a real lifecycle line is read as the note it is.
        let mixed = try file("main()\n<A: 0x1> viewDidLoad()\n")
        #expect(
            CommandTranscript.run(["check", mixed])
                == CommandTranscript(
                    status: 0,
                    stdout: "A 0x1: 1 record, ends hidden\n0 breaches, 0 notes, 1 object, 0 skipped lines\n",
                    stderr: ""))
    }

    @Test("when every line is too long, the warning says so before the error")
    func overlongOnly() throws {
        let log = try file("<A: 0x1> viewDidLoad()\n<A: 0x1> deinit\n")
        #expect(
            CommandTranscript.run(["check", "--max-line-length", "10", log])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "lifecycle: warning: \(log):1: line longer than 10 bytes skipped (2 such lines); raise "
                        + "--max-line-length to read it\n" + refusal(log, "2 lines (2 skipped)")))
    }

    @Test(
        "a first line that starts with { but is no record: read as console text, and named if nothing else is"
    )
    func braceFirstLine() throws {
        let log = try file("{ build 42 }\n<A: 0x1> viewDidLoad()\n")
        #expect(
            CommandTranscript.run(["check", log])
                == CommandTranscript(
                    status: 0,
                    stdout: "A 0x1: 1 record, ends hidden\n0 breaches, 0 notes, 1 object, 1 skipped line\n",
                    stderr: ""))
        let broken = try file("{\"callback\": 1}\n")
        #expect(
            CommandTranscript.run(["check", broken]).stderr
                == "lifecycle: error: \(broken): no lifecycle line in 1 line (1 skipped); its first line starts with { "
                + "but is not a trace record (\"callback\" is not a string); pass a log of print(self, #function) "
                + "lines or a JSON Lines trace, or --allow-empty to accept it\n")
        #expect(
            CommandTranscript.run(["check", "--input-format", "jsonl", broken]).stderr
                == "lifecycle: error: \(broken):1: not a JSON trace record (\"callback\" is not a string); "
                + "fix the line or remove it\n")
    }

    @Test("a BOM, CR-only endings and a generic type: the breach on the first line is found")
    func deviceLog() throws {
        let path = try TestFiles.temporary(
            [0xEF, 0xBB, 0xBF]
                + Array("<App.Box<App.Item>: 0x1> viewDidAppear(_:)\r<_TtGC3App3BoxSS_: 0x2> init()\r".utf8),
            name: "mac.log")
        #expect(
            CommandTranscript.run(["check", path])
                == CommandTranscript(
                    status: 1,
                    stdout: """
                        App.Box<App.Item> 0x1: 1 record, ends visible
                          line 1: [did-without-will] viewDidAppear(_:) without viewWillAppear(_:) in this transition
                        App.Box<Swift.String> 0x2: 1 record, ends hidden
                        1 breach, 0 notes, 2 objects, 0 skipped lines

                        """, stderr: ""))
    }

    @Test(
        "newlines and ESC from JSON Lines are escaped in the text and the SVG, sanitized in the diagram, valid in JSON"
    )
    func injection() throws {
        let path = try file(
            #"{"object":"0x1\n  line 9: [fake] x","typeName":"A\u001b[31m","callback":"viewDidAppear(_:)"}"#
                + "\n",
            "t.jsonl")
        #expect(
            CommandTranscript.run(["check", path]).stdout == """
                A\\u{1B}[31m 0x1\\n  line 9: [fake] x: 1 record, ends visible
                  line 1: [did-without-will] viewDidAppear(_:) without viewWillAppear(_:) in this transition
                1 breach, 0 notes, 1 object, 0 skipped lines

                """)
        #expect(
            CommandTranscript.run(["diagram", path]).stdout == """
                sequenceDiagram
                    participant SwiftUI
                    participant UIKit
                    participant P1 as A#27;[31m 0x1#10;  line 9: [fake] x
                    UIKit->>P1: viewDidAppear(_:)

                """)
        // In the SVG timeline, the control characters are the visible escapes `check` prints,
        // and the document stays well-formed.
        let svg = CommandTranscript.run(["diagram", "--format", "svg", path])
        #expect(svg.status == 0)
        #expect(SVGCheck.size(of: svg.stdout) != nil)
        #expect(
            svg.stdout.split(separator: "\n").filter { $0.contains("tspan") }.map(String.init) == [
                ##"<text x="72" y="85"><tspan font-weight="bold">A\u{1B}[31m</tspan> <tspan "##
                    + ##"font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" "##
                    + ##"font-size="10" fill="#57606a">0x1\n  line 9: [fa…</tspan></text>"##
            ])
        #expect(
            CommandTranscript.run(["normalize", "--format", "json", path]).stdout
                == #"[{"object":"0x1\n  line 9: [fake] x","steps":[{"callback":"viewDidAppear(_:)","delivered":"#
                + #"["load","willAppear(animated: false)","didAppear(animated: false)"],"line":1,"synthesized":"#
                + #"[true,true,false]}],"typeName":"A\u001b[31m"}]"# + "\n")
    }

    @Test("an overlong line and invalid UTF-8 are skipped or replaced, and each is warned of once")
    func warnings() throws {
        let path = try TestFiles.temporary(
            Array("\(String(repeating: "x", count: 40))\n<A: 0x1> deinit\n".utf8) + [0xFF, 0x0A]
                + Array(
                    String(repeating: "y", count: 50).utf8),
            name: "w.log")
        #expect(
            CommandTranscript.run(["check", "--max-line-length", "32", path])
                == CommandTranscript(
                    status: 0,
                    stdout: "A 0x1: 1 record, ends hidden\n0 breaches, 0 notes, 1 object, 3 skipped lines\n",
                    stderr: """
                        lifecycle: warning: \(path):1: line longer than 32 bytes skipped (2 such lines); raise --max-line-length to read it
                        lifecycle: warning: \(path):3: invalid UTF-8 replaced with U+FFFD; the log is not UTF-8 text or was cut mid-character

                        """))
    }

    @Test("UTF-16 and a bad --input-format are each refused with the fix")
    func refusals() throws {
        let path = try TestFiles.temporary([0xFF, 0xFE, 0x3C, 0x00], name: "u16.log")
        #expect(
            CommandTranscript.run(["check", path])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr:
                        "lifecycle: error: \(path): UTF-16 text (little-endian), not UTF-8; convert it to UTF-8 "
                        + "first, e.g. with iconv -f UTF-16 -t UTF-8\n"))
        #expect(
            CommandTranscript.run(["check", "--input-format", "xml", path]).stderr
                == "lifecycle: error: 'xml' is not a value of '--input-format' for 'check'; use one of: auto, console, jsonl\n"
        )
    }
}
