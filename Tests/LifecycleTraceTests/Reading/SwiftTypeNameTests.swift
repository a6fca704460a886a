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
            ("_TtGC5MyApp3BoxSi_", "_TtGC5MyApp3BoxSi_"),  // generic: not guessed at
            ("_TtC5MyApp99Short", "_TtC5MyApp99Short"),  // length runs past the end
            ("_TtC5MyApp3Fooextra", "_TtC5MyApp3Fooextra"),  // trailing bytes
            ("__lldb_expr_90.SampleUIViewController", "__lldb_expr_90.SampleUIViewController"),
            ("_Tt", "_Tt"),
        ])
    func demangle(mangled: String, readable: String) {
        #expect(SwiftTypeName.demangle(mangled) == readable)
    }
}
