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
                        + #""findings":[],"noteCount":0,"objectCount":1,"omittedFindings":[],"skippedLineCount":0}"#
                        + "\n",
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
        let report = try JSONDecoder().decode(TraceReport.self, from: Data(json.utf8))
        #expect(report.objects.map(\.address) == ["0x2", "0x1"])
        #expect(report.logFindings.map(\.rule) == [.callbackAfterDeinit])
        #expect(json == report.renderJSON() + "\n")
    }
}
