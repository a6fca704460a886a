// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct SwiftTypeNameTests {
    @Test(
        "old-style runtime names demangle; anything else is kept as printed",
        arguments: [
            ("_TtCV14__lldb_expr_9010SampleView11Coordinator", "__lldb_expr_90.SampleView.Coordinator"),
            ("_TtC5MyApp14ViewController", "MyApp.ViewController"),
            ("_TtCC5MyApp5Outer5Inner", "MyApp.Outer.Inner"),
            ("_TtCO5MyApp4Mode7Handler", "MyApp.Mode.Handler"),
            ("_TtCs12_SwiftObject", "Swift._SwiftObject"),
            ("_TtGC5MyApp3BoxSi_", "MyApp.Box<Swift.Int>"),
            ("_TtGC5MyApp4PairSSGSaSb__", "MyApp.Pair<Swift.String, Swift.Array<Swift.Bool>>"),
            // A substitution: kept as printed.
            ("_TtGCC5MyApp5Outer5InnerVS0_4Item_", "_TtGCC5MyApp5Outer5InnerVS0_4Item_"),
            ("_TtGC5MyApp3Box_", "_TtGC5MyApp3Box_"),  // no argument
            ("_TtGC5MyApp3BoxSi", "_TtGC5MyApp3BoxSi"),  // unterminated
            ("_TtGC5MyApp3BoxSZ_", "_TtGC5MyApp3BoxSZ_"),  // unknown standard type
            ("_TtC5MyApp99Short", "_TtC5MyApp99Short"),  // length runs past the end
            ("_TtC5MyApp3Fooextra", "_TtC5MyApp3Fooextra"),  // trailing bytes
            ("__lldb_expr_90.SampleUIViewController", "__lldb_expr_90.SampleUIViewController"),
            ("_Tt", "_Tt"),
            // Not identifiers: demangled, the space would be trimmed when the name is read back
            // (found by the Trace fuzzer).
            ("_TtGC3 (p3BoxSS_", "_TtGC3 (p3BoxSS_"),
            ("_TtC5MyApp31A", "_TtC5MyApp31A"),
        ])
    func demangle(mangled: String, readable: String) {
        #expect(SwiftTypeName.demangle(mangled) == readable)
    }
}
