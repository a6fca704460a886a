// ViewLifecycle · LifecycleCLITests

import Testing

/// `lifecycle normalize`: per controller, what the balancer delivers for each raw callback.
struct NormalizeCommandTests {
    @Test("normalize on seed 000 marks each synthesized and dropped event, and exits 0")
    func seedLog() {
        let expected = """
            __lldb_expr_90.SampleUIViewController 0x7f88daee0370
              line 6: viewDidLoad() -> load
              line 9: viewWillAppear(_:) -> willAppear(animated: false)
              line 12: viewWillDisappear(_:) -> willDisappear(animated: false)
              line 28: viewDidDisappear(_:) -> didDisappear(animated: false)
              line 29: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)
              line 33: deinit -> willDisappear(animated: false) (synthesized), didDisappear(animated: false) (synthesized)
            __lldb_expr_90.SampleUIViewController 0x7f88daee4c30
              line 19: viewWillAppear(_:) -> load (synthesized), willAppear(animated: false)
              line 22: viewWillDisappear(_:) -> willDisappear(animated: false)
              line 23: viewDidLoad() -> dropped
              line 30: viewDidDisappear(_:) -> didDisappear(animated: false)
              line 34: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)
              line 35: viewWillDisappear(_:) -> willDisappear(animated: false)
              line 36: viewDidDisappear(_:) -> didDisappear(animated: false)
              line 38: deinit -> nothing (already hidden)

            """
        #expect(
            CommandTranscript.run(["normalize", TestFiles.seedLog])
                == CommandTranscript(status: 0, stdout: expected, stderr: ""))
    }
}
