// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct MermaidRendererTests {
    @Test("seed 000 as a sequence diagram: each participant declared before its first message")
    func seed000() throws {
        var renderer = MermaidRenderer()
        var diagram = MermaidRenderer.header
        for record in try Seed.records() where record.line <= 6 || record.line >= 32 {
            diagram += renderer.render(record)
        }
        #expect(
            diagram == """
                sequenceDiagram
                    participant SwiftUI
                    participant UIKit
                    Note over SwiftUI: makeCoordinator()
                    participant P1 as Coordinator 0x60000323fa90
                    UIKit->>P1: init()
                    Note over SwiftUI: makeUIViewController(context:)
                    participant P2 as SampleUIViewController 0x7f88daee0370
                    UIKit->>P2: init()
                    UIKit->>P2: loadView()
                    UIKit->>P2: viewDidLoad()
                    UIKit-xP1: deinit
                    UIKit-xP2: deinit
                    participant P3 as SampleUIViewController 0x7f88daee4c30
                    UIKit->>P3: viewDidAppear(_:)
                    UIKit->>P3: viewWillDisappear(_:)
                    UIKit->>P3: viewDidDisappear(_:)
                    participant P4 as Coordinator 0x60000323ff00
                    UIKit-xP4: deinit
                    UIKit-xP3: deinit

                """)
    }

    @Test("Mermaid syntax and control characters in names are written as entity codes")
    func escaping() {
        var renderer = MermaidRenderer()
        #expect(
            renderer.render(
                TraceRecord(line: 1, object: "0x1", typeName: "M.Box<M.Int>", callback: "a;b#c()"))
                == "    participant P1 as Box#60;M.Int#62; 0x1\n    UIKit->>P1: a#59;b#35;c()\n")
        #expect(
            renderer.render(TraceRecord(line: 2, callback: "x\n    participant P9 as \"evil\"\r\u{1B}"))
                == "    Note over SwiftUI: x#10;    participant P9 as #34;evil#34;#13;#27;\n")
    }

    // Found by the Trace fuzzer: a label beginning with a combining mark (U+0315, from invalid
    // UTF-8 nearby) made the harness's Character-based prefix check fail, though the bytes were
    // right. The line keeps its separator byte for byte, the mark after it.
    @Test("a label that begins with a combining mark keeps the separator before it")
    func combiningMarkAfterSeparator() {
        var renderer = MermaidRenderer()
        let line = renderer.render(TraceRecord(line: 1, callback: "\u{0315}\u{FFFD}dLoad()"))
        let expected = Array("    Note over SwiftUI: ".utf8) + Array("\u{0315}\u{FFFD}dLoad()\n".utf8)
        #expect(Array(line.utf8) == expected)
    }

    @Test("deinit ends a participant: a new object at the same address gets its own")
    func lifetimes() {
        var renderer = MermaidRenderer()
        let lines = ["init()", "deinit", "init()"].enumerated().map { line, callback in
            renderer.render(TraceRecord(line: line + 1, object: "0x1", typeName: "A", callback: callback))
        }
        #expect(
            lines == [
                "    participant P1 as A 0x1\n    UIKit->>P1: init()\n", "    UIKit-xP1: deinit\n",
                "    participant P2 as A 0x1\n    UIKit->>P2: init()\n",
            ])
    }
}
