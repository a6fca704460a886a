// ViewLifecycle · LifecycleCLITests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessTestSupport
    import Testing

    /// `lifecycle demo --format svg`: the README's committed picture is what the demo prints now, and
    /// a real renderer draws it at the size it states.
    @Suite(.serialized, .headlessWorld) @MainActor
    struct DemoTimelineTests {
        /// Docs/images/demo-timeline.svg, found from this file's path.
        static let committedPath = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/images/demo-timeline.svg").path

        @Test("Docs/images/demo-timeline.svg is what demo --format svg prints (scripts/render-readme-svg.sh)")
        func committedTimelineIsCurrent() throws {
            let run = CommandTranscript.run(["demo", "--format", "svg"])
            #expect(run.status == 0)
            #expect(run.stderr == "")
            let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
            #expect(run.stdout == committed, "run scripts/render-readme-svg.sh and commit the result")
            let size = try #require(SVGCheck.size(of: run.stdout))
            #expect(size.width == 1444)
        }

        @Test(
            "rsvg-convert renders the demo's timeline at the size the SVG states",
            .enabled(
                if: SVGCheck.rsvgConvert != nil,
                "rsvg-convert is not on PATH (Debian: apt-get install librsvg2-bin); the SVG was not rendered"
            ))
        func rendersWithRSVG() throws {
            let svg = CommandTranscript.run(["demo", "--format", "svg"]).stdout
            let stated = try #require(SVGCheck.size(of: svg))
            let rendered = try #require(try SVGCheck.renderedSize(of: svg))
            #expect(rendered.width == stated.width && rendered.height == stated.height)
        }
    }

#endif
