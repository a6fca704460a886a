// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct MermaidRendererTests {
    @Test("seed 000 as a sequence diagram: one participant per object, bare lines as notes")
    func seed000() throws {
        var renderer = MermaidRenderer()
        for record in try Seed.records() where record.line <= 6 || record.line >= 32 {
            renderer.consume(record)
        }
        #expect(
            renderer.render() == """
                sequenceDiagram
                    participant SwiftUI
                    participant UIKit
                    participant P1 as Coordinator 0x60000323fa90
                    participant P2 as SampleUIViewController 0x7f88daee0370
                    participant P3 as SampleUIViewController 0x7f88daee4c30
                    participant P4 as Coordinator 0x60000323ff00
                    Note over SwiftUI: makeCoordinator()
                    UIKit->>P1: init()
                    Note over SwiftUI: makeUIViewController(context:)
                    UIKit->>P2: init()
                    UIKit->>P2: loadView()
                    UIKit->>P2: viewDidLoad()
                    UIKit-xP1: deinit
                    UIKit-xP2: deinit
                    UIKit->>P3: viewDidAppear(_:)
                    UIKit->>P3: viewWillDisappear(_:)
                    UIKit->>P3: viewDidDisappear(_:)
                    UIKit-xP4: deinit
                    UIKit-xP3: deinit

                """)
    }

    @Test("Mermaid syntax characters in names are written as entity codes")
    func escaping() {
        var renderer = MermaidRenderer()
        renderer.consume(TraceRecord(line: 1, object: "0x1", typeName: "M.Box<Int>", callback: "a;b#c()"))
        #expect(
            renderer.render() == """
                sequenceDiagram
                    participant SwiftUI
                    participant UIKit
                    participant P1 as Box#lt;Int#gt; 0x1
                    UIKit->>P1: a#59;b#35;c()

                """)
    }
}
