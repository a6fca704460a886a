// ViewLifecycle · LifecycleCLITests

import Testing

/// `lifecycle diagram`: the whole Mermaid document for a trace.
struct DiagramCommandTests {
    @Test("diagram on seed 000 draws one lane per object, each declared before its first message")
    func seedLog() {
        let expected = """
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
                Note over SwiftUI: updateUIViewController(_:context:)
                Note over SwiftUI: updateUIViewController(_:context:)
                UIKit->>P2: viewWillAppear(_:)
                UIKit->>P2: viewWillLayoutSubviews()
                UIKit->>P2: viewDidLayoutSubviews()
                UIKit->>P2: viewWillDisappear(_:)
                Note over SwiftUI: makeCoordinator()
                participant P3 as Coordinator 0x60000323ff00
                UIKit->>P3: init()
                Note over SwiftUI: makeUIViewController(context:)
                participant P4 as SampleUIViewController 0x7f88daee4c30
                UIKit->>P4: init()
                UIKit->>P4: loadView()
                UIKit->>P4: viewWillAppear(_:)
                UIKit->>P4: viewWillLayoutSubviews()
                UIKit->>P4: viewDidLayoutSubviews()
                UIKit->>P4: viewWillDisappear(_:)
                UIKit->>P4: viewDidLoad()
                Note over SwiftUI: updateUIViewController(_:context:)
                UIKit->>P4: viewWillLayoutSubviews()
                UIKit->>P4: viewDidLayoutSubviews()
                UIKit->>P2: viewDidDisappear(_:)
                UIKit->>P2: viewDidAppear(_:)
                UIKit->>P4: viewDidDisappear(_:)
                Note over SwiftUI: updateUIViewController(_:context:)
                UIKit-xP1: deinit
                UIKit-xP2: deinit
                UIKit->>P4: viewDidAppear(_:)
                UIKit->>P4: viewWillDisappear(_:)
                UIKit->>P4: viewDidDisappear(_:)
                UIKit-xP3: deinit
                UIKit-xP4: deinit

            """
        #expect(
            CommandTranscript.run(["diagram", TestFiles.seedLog])
                == CommandTranscript(status: 0, stdout: expected, stderr: ""))
        #expect(CommandTranscript.run(["diagram", "--format=mermaid", TestFiles.seedLog]).stdout == expected)
    }
}
