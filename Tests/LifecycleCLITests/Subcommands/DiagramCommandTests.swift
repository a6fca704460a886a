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

    @Test(
        "diagram --format svg: the checker's counts in the title, one row per record, rendered by rsvg-convert"
    )
    func svg() throws {
        let run = CommandTranscript.run(["diagram", "--format", "svg", TestFiles.seedLog])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(run.stdout.contains("<title>Lifecycle timeline: 6 breaches, 3 notes, 4 objects</title>"))
        let size = try #require(SVGCheck.size(of: run.stdout))
        // Five columns: the log and four objects whose lifetimes overlap; 36 records (lines 13
        // and 27 are no callbacks) and 5 rows of titles.
        #expect(size.width == 1704 && size.height == 826)
        if SVGCheck.rsvgConvert != nil {
            let rendered = try #require(try SVGCheck.renderedSize(of: run.stdout))
            #expect(rendered.width == size.width && rendered.height == size.height)
        } else {
            print(
                "rsvg-convert is not on PATH (Debian: apt-get install librsvg2-bin); the SVG was not rendered"
            )
        }
    }

    @Test("--normalized draws in svg only, and adds the balancer's events there")
    func normalized() throws {
        #expect(
            CommandTranscript.run(["diagram", "--normalized", TestFiles.seedLog])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: "lifecycle: error: '--normalized' draws in svg only; add '--format svg'\n"))
        let raw = CommandTranscript.run(["diagram", "--format", "svg", TestFiles.seedLog]).stdout
        let normalized = CommandTranscript.run([
            "diagram", "--format", "svg", "--normalized", TestFiles.seedLog,
        ])
        #expect(normalized.status == 0)
        let rawSize = try #require(SVGCheck.size(of: raw))
        let size = try #require(SVGCheck.size(of: normalized.stdout))
        // Five rows of synthesized events: `load` for the late-loaded controller's appearance
        // callbacks, and the appearance balanced around seed 000's breaches.
        #expect(size.height - rawSize.height == 5 * 18)
    }
}
