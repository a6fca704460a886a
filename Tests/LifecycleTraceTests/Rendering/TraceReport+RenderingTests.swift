// ViewLifecycle · LifecycleTraceTests

import Foundation
import LifecycleTrace
import Testing

struct TraceReportRenderingTests {
    @Test("the text report groups seed 000's findings per object and ends with a summary")
    func seed000Text() throws {
        var report = try Seed.report()
        report.skippedLineCount = 1
        #expect(
            report.renderText() == """
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
                6 breaches, 3 notes, 4 objects, 1 skipped line

                """)
    }

    @Test("the JSON report decodes back to the same report and carries the counts")
    func jsonRoundTrip() throws {
        let report = try Seed.report()
        let json = report.renderJSON()
        #expect(try JSONDecoder().decode(TraceReport.self, from: Data(json.utf8)) == report)
        #expect(json.contains("\"breachCount\":6,"))
        #expect(json.contains("\"noteCount\":3,"))
    }
}
