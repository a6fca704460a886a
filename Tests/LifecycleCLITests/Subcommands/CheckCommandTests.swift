// ViewLifecycle · LifecycleCLITests

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
                    stdout: #"{"breachCount":0,"findings":[],"noteCount":0,"objects":[{"address":"0x1","#
                        + #""finalPhase":"visible","recordCount":3,"typeName":"App.Screen"}],"#
                        + #""omittedFindings":[],"skippedLineCount":0}"# + "\n",
                    stderr: ""))
    }
}
