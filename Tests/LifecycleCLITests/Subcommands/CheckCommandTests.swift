// ViewLifecycle · LifecycleCLITests

import Foundation
import LifecycleTrace
import Testing

/// `lifecycle check` as a user meets it: the whole report, and its exit status.
struct CheckCommandTests {
    @Test("check on seed 000 prints every breach and note per object, and exits 1")
    func seedLog() {
        let expected = """
            __lldb_expr_90.SampleView.Coordinator 0x60000323fa90: 2 records, ends hidden
            __lldb_expr_90.SampleUIViewController 0x7f88daee0370: 10 records, ends visible
              line 12: [cancelled-transition] note: viewWillDisappear(_:) cancels the appearance viewWillAppear(_:) began at line 9 (legal in UIKit)
              line 29: [did-appear-after-did-disappear] viewDidAppear(_:) right after viewDidDisappear(_:) at line 28, with no viewWillAppear(_:) between
              line 33: [deinit-while-appeared] deinit while visible (since viewDidAppear(_:) at line 29); viewDidDisappear(_:) never came
            __lldb_expr_90.SampleView.Coordinator 0x60000323ff00: 2 records, ends hidden
            __lldb_expr_90.SampleUIViewController 0x7f88daee4c30: 14 records, ends hidden
              line 19: [appearance-before-load] viewWillAppear(_:) before viewDidLoad() (line 23)
              line 22: [cancelled-transition] note: viewWillDisappear(_:) cancels the appearance viewWillAppear(_:) began at line 19 (legal in UIKit)
              line 22: [appearance-before-load] viewWillDisappear(_:) before viewDidLoad() (line 23)
              line 23: [late-view-did-load] viewDidLoad() after 2 appearance callback(s), the first viewWillAppear(_:) at line 19
              line 34: [did-appear-after-did-disappear] viewDidAppear(_:) right after viewDidDisappear(_:) at line 30, with no viewWillAppear(_:) between
            log:
              line 16: [multiple-controllers] note: 2 controllers were made by makeUIViewController(context:) (0x7f88daee0370, 0x7f88daee4c30)
            6 breaches, 3 notes, 4 objects, 0 skipped lines

            """
        #expect(
            CommandTranscript.run(["check", TestFiles.seedLog])
                == CommandTranscript(status: 1, stdout: expected, stderr: ""))
        #expect(CommandTranscript.run(["check", "--format=text", TestFiles.seedLog]).stdout == expected)
    }

    @Test("check exits 0 on a clean log, and --format json prints one document")
    func cleanLog() throws {
        let path = try TestFiles.temporary(
            Array(
                """
                <App.Screen: 0x1> viewDidLoad()
                <App.Screen: 0x1> viewWillAppear(_:)
                <App.Screen: 0x1> viewDidAppear(_:)

                """.utf8), name: "clean.log")
        #expect(
            CommandTranscript.run(["check", path, "--format", "json"])
                == CommandTranscript(
                    status: 0,
                    stdout: #"{"objects":[{"address":"0x1","finalPhase":"visible","findings":[],"#
                        + #""omittedFindings":[],"recordCount":3,"typeName":"App.Screen"}],"breachCount":0,"#
                        + #""logFindings":[],"logOmittedFindings":[],"noteCount":0,"objectCount":1,"skippedLineCount":0}"#
                        + "\n",
                    stderr: ""))
    }

    @Test(
        "a second viewIsAppearing in one appearance is a breach naming where it began and what was expected")
    func isAppearingTwice() throws {
        let path = try TestFiles.temporary(
            Array(
                """
                <App.Screen: 0x1> viewDidLoad()
                <App.Screen: 0x1> viewWillAppear(_:)
                <App.Screen: 0x1> viewIsAppearing(_:)
                <App.Screen: 0x1> viewIsAppearing(_:)
                <App.Screen: 0x1> viewDidAppear(_:)

                """.utf8), name: "twice.log")
        #expect(
            CommandTranscript.run(["check", path])
                == CommandTranscript(
                    status: 1,
                    stdout: """
                        App.Screen 0x1: 5 records, ends visible
                          line 4: [is-appearing-twice] viewIsAppearing(_:) again in the appearance viewWillAppear(_:) began at line 2; UIKit calls it once per appearance, so viewDidAppear(_:) or viewWillDisappear(_:) was expected
                        1 breach, 0 notes, 1 object, 0 skipped lines

                        """,
                    stderr: ""))
    }

    @Test("sections print as lifetimes end, the live ones last, and the JSON stays one document")
    func streamedSections() throws {
        let path = try TestFiles.temporary(
            Array(
                """
                <A: 0x1> init()
                <B: 0x2> viewDidAppear(_:)
                <B: 0x2> deinit
                <A: 0x1> viewDidLoad()

                """.utf8) + [0xFF, 0x0A] + Array("<B: 0x2> viewDidLoad()\n".utf8), name: "streamed.log")
        #expect(
            CommandTranscript.run(["check", path])
                == CommandTranscript(
                    status: 1,
                    stdout: """
                        B 0x2: 2 records, ends visible
                          line 2: [did-without-will] viewDidAppear(_:) without viewWillAppear(_:) in this transition
                          line 3: [deinit-while-appeared] deinit while visible (since viewDidAppear(_:) at line 2); viewDidDisappear(_:) never came
                        A 0x1: 2 records, ends hidden
                        log:
                          line 6: [callback-after-deinit] viewDidLoad() of 0x2 after its deinit at line 3 (or the address was reused)
                        3 breaches, 0 notes, 2 objects, 1 skipped line

                        """,
                    stderr:
                        "lifecycle: warning: \(path):5: invalid UTF-8 replaced with U+FFFD; the log is not UTF-8 text or was cut mid-character\n"
                ))
        let json = CommandTranscript.run(["check", path, "--format", "json"]).stdout
        #expect(
            json == #"{"objects":[{"address":"0x2","finalPhase":"visible","findings":[{"line":2,"#
                + #""message":"viewDidAppear(_:) without viewWillAppear(_:) in this transition","object":"0x2","#
                + #""rule":"did-without-will","severity":"breach","typeName":"B"},{"line":3,"#
                + #""message":"deinit while visible (since viewDidAppear(_:) at line 2); viewDidDisappear(_:) never came","#
                + #""object":"0x2","rule":"deinit-while-appeared","severity":"breach","typeName":"B"}],"#
                + #""omittedFindings":[],"recordCount":2,"typeName":"B"},{"address":"0x1","finalPhase":"hidden","#
                + #""findings":[],"omittedFindings":[],"recordCount":2,"typeName":"A"}],"breachCount":3,"#
                + #""logFindings":[{"line":6,"message":"viewDidLoad() of 0x2 after its deinit at line 3 (or the address was reused)","#
                + #""object":"0x2","rule":"callback-after-deinit","severity":"breach","typeName":"B"}],"#
                + #""logOmittedFindings":[],"noteCount":0,"objectCount":2,"skippedLineCount":1}"# + "\n")
        let report = try JSONDecoder().decode(TraceReport.self, from: Data(json.utf8))
        #expect(report.objects.map(\.address) == ["0x2", "0x1"])
    }

    @Test("with no object, the JSON report is still one document, and the text its summary")
    func noObjects() throws {
        let path = try TestFiles.temporary(Array("makeUIViewController(context:)\n".utf8), name: "make.log")
        #expect(
            CommandTranscript.run(["check", path, "--format", "json"])
                == CommandTranscript(
                    status: 1,
                    stdout: #"{"objects":[],"breachCount":1,"logFindings":[{"line":1,"message":"#
                        + #""makeUIViewController(context:) is not followed by a newly initialised object it can be "#
                        + #"paired with","rule":"unpaired-make","severity":"breach"}],"logOmittedFindings":[],"#
                        + #""noteCount":0,"objectCount":0,"skippedLineCount":0}"# + "\n",
                    stderr: ""))
        #expect(
            CommandTranscript.run(["check", path]).stdout == """
                log:
                  line 1: [unpaired-make] makeUIViewController(context:) is not followed by a newly initialised object it can be paired with
                1 breach, 0 notes, 0 objects, 0 skipped lines

                """)
    }

    @Test("an input error after sections were printed exits 2 and leaves them: the JSON is then incomplete")
    func errorAfterSections() throws {
        let path = try TestFiles.temporary(
            Array(#"{"object":"0x1","callback":"deinit"}"#.utf8) + [0x0A]
                + Array(#"{"object":"0x2","callback":"viewDidLoad()"}"#.utf8) + [0x0A]
                + Array(#"{"object":"0x2","callback":"deinit"}"#.utf8) + [0x0A] + Array("{oops\n".utf8),
            name: "broken.jsonl")
        #expect(
            CommandTranscript.run(["check", path])
                == CommandTranscript(
                    status: 2,
                    stdout: "0x1: 1 record, ends hidden\n0x2: 2 records, ends hidden\n",
                    stderr:
                        "lifecycle: error: \(path):4: not a JSON trace record (invalid JSON); fix the line or "
                        + "remove it\n"))
        #expect(
            CommandTranscript.run(["check", path, "--format", "json"]).stdout
                == #"{"objects":[{"address":"0x1","finalPhase":"hidden","findings":[],"omittedFindings":[],"#
                + #""recordCount":1},{"address":"0x2","finalPhase":"hidden","findings":[],"omittedFindings":[],"#
                + #""recordCount":2}"#)
    }
}
