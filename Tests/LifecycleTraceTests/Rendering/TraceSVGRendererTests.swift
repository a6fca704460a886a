// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

/// `lifecycle diagram --format svg`'s renderer: the whole document for a small trace, its
/// well-formedness, its size at 1,000 events, and hostile names.
struct TraceSVGRendererTests {
    /// The records of console `lines`, numbered from 1.
    private func records(_ lines: [String]) throws -> [TraceRecord] {
        var reader = TraceReader(LineReader(bytes: Array(lines.joined(separator: "\n").utf8)))
        var records: [TraceRecord] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    private func render(_ records: [TraceRecord], normalized: Bool) -> String {
        var renderer = TraceSVGRenderer(showsNormalizedEvents: normalized)
        for record in records { renderer.render(record) }
        return renderer.finish()
    }

    /// A cancelled appearance on `Screen`, then a `Detail` appearing without its will (a breach
    /// the balancer repairs by synthesizing two events) and torn down while visible (a breach).
    static let smallTrace = [
        "makeCoordinator()",
        "<App.Screen: 0x1> viewDidLoad()",
        "<App.Screen: 0x1> viewWillAppear(_:)",
        "<App.Screen: 0x1> viewWillDisappear(_:)",
        "<App.Screen: 0x1> viewDidDisappear(_:)",
        "<App.Detail: 0x2> viewDidAppear(_:)",
        "<App.Detail: 0x2> deinit",
        "<App.Screen: 0x1> deinit",
    ]

    @Test("a breach, a cancelled transition and synthesized events, drawn as the legend says")
    func smallTraceGolden() throws {
        let svg = render(try records(Self.smallTrace), normalized: true)
        #expect(svg == Self.golden)
    }

    @Test("the document parses as XML: an svg root with its size, every name and finding in its text")
    func wellFormed() throws {
        let svg = render(try records(Self.smallTrace), normalized: true)
        let document = try SVGDocument.parse(svg).get()
        #expect(document.root == "svg")
        #expect(document.rootAttributes["width"] == "1362")
        #expect(document.rootAttributes["height"] == "358")
        #expect(document.rootAttributes["viewBox"] == "0 0 1362 358")
        #expect(document.counts["script"] == nil)
        #expect(document.counts["line"] == 3)
    }

    @Test("without --normalized, only the recorded callbacks and the findings")
    func rawOnly() throws {
        let svg = render(try records(Self.smallTrace), normalized: false)
        let document = try SVGDocument.parse(svg).get()
        #expect(!svg.contains("synthesized"))
        // Three lanes, three rows of titles and eight records.
        #expect(document.rootAttributes["height"] == "286")
        #expect(document.rootAttributes["width"] == "1184")
    }

    @Test("1,000 events of 100 objects, at most 4 alive at once: 4 columns, a row per record and per lane")
    func thousandEvents() throws {
        // Each object: init, viewDidLoad, four appearance callbacks, two layout passes, deinit,
        // and one more layout pass; four objects' lifetimes interleave.
        var lines: [String] = []
        for group in 0..<25 {
            let objects = (0..<4).map { "<App.Row: 0x\(String(group * 4 + $0 + 1, radix: 16))>" }
            for callback in [
                "init(nibName:bundle:)", "viewDidLoad()", "viewWillAppear(_:)", "viewWillLayoutSubviews()",
                "viewDidLayoutSubviews()", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                "viewDidDisappear(_:)",
                "viewWillLayoutSubviews()", "deinit",
            ] {
                for object in objects { lines.append("\(object) \(callback)") }
            }
        }
        #expect(lines.count == 1000)
        let svg = render(try records(lines), normalized: false)
        let document = try SVGDocument.parse(svg).get()
        // 1,000 records and a row of titles per lifetime: 1,100 rows of 18 pixels below 72.
        let size = SVGTimeline.size(columnCount: 4, rowCount: 1100, legendCount: 5)
        #expect(size.width == 1444 && size.height == 19888)
        #expect(document.rootAttributes["width"] == "1444")
        #expect(document.rootAttributes["height"] == "19888")
        // A circle per callback but deinit, and three in the legend.
        #expect(document.counts["circle"] == 900 + 3)
        #expect(document.counts["line"] == 100)
    }

    @Test("past the row limit, records are checked but not drawn, and the title says how many")
    func rowLimit() throws {
        var renderer = TraceSVGRenderer(rowLimit: 10)
        for record in try records(Self.smallTrace) { renderer.render(record) }
        let svg = renderer.finish()
        // The log's and Screen's titles and five records fill seven rows; Detail's title and
        // first record would pass ten with two synthesized events, so the last three are left.
        #expect(renderer.undrawnRecordCount == 3)
        #expect(
            svg.contains(
                "<title>Lifecycle timeline: 2 breaches, 1 note, 2 objects (the last 3 records not drawn: over 10 rows)</title>"
            ))
        #expect(try SVGDocument.parse(svg).get().rootAttributes["height"] == "214")
    }

    @Test("markup, quotes, control characters and noncharacters in names are escaped")
    func hostileNames() throws {
        let record = TraceRecord(
            line: 1, object: "0x1\"/><script>alert(1)</script>", typeName: "A&B<'T'>\u{1B}[31m\n\u{FFFF}",
            callback: "viewDidAppear(_:)</text>")
        var renderer = TraceSVGRenderer(title: "t </svg> & \u{0}")
        renderer.render(record)
        let svg = renderer.finish()
        let document = try SVGDocument.parse(svg).get()
        #expect(document.counts["script"] == nil)
        #expect(document.counts["svg"] == 1)
        #expect(
            document.text.split(separator: "\n").filter { $0.contains("A&B") || $0.contains("</text>") }
                == [
                    "A&B<'T'>\\u{1B}[31m\\n\u{FFFD} 0x1\"/><script>ale…",
                    "viewDidAppear(_:)</text>",
                ])
        #expect(svg.contains("<title>t &lt;/svg&gt; &amp; \\u{0}: 0 breaches, 0 notes, 1 object</title>"))
    }

    /// The whole document for ``smallTrace``, with the balancer's events.
    static let golden = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="1362" height="358" viewBox="0 0 1362 358" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="11" fill="#1f2328">
        <title>Lifecycle timeline: 2 breaches, 1 note, 2 objects</title>
        <rect x="0" y="0" width="1362" height="358" fill="#ffffff"/>
        <text x="16" y="34" font-size="15" font-weight="bold">Lifecycle timeline: 2 breaches, 1 note, 2 objects</text>
        <g id="legend">
        <circle cx="22" cy="58" r="5" fill="#0969da"/>
        <text x="34" y="62">callback</text>
        <path d="M207,53 L217,63 M217,53 L207,63" stroke="#1f2328" stroke-width="2.5" fill="none"/>
        <text x="224" y="62">deinit (the lane ends)</text>
        <circle cx="402" cy="58" r="5" fill="#cf222e"/>
        <text x="414" y="62">contract breach</text>
        <path d="M592,52 L598,58 L592,64 L586,58 Z" fill="#9a6700"/>
        <text x="604" y="62">cancelled transition</text>
        <circle cx="782" cy="58" r="5" fill="#9a6700"/>
        <text x="794" y="62">other note</text>
        <circle cx="972" cy="58" r="5" fill="#ffffff" stroke="#0969da" stroke-width="1.5" stroke-dasharray="2,2"/>
        <text x="984" y="62">synthesized by the balancer</text>
        <circle cx="1162" cy="58" r="5" fill="#ffffff" stroke="#8c959f" stroke-width="1.5" stroke-dasharray="2,2"/>
        <path d="M1155,58 L1169,58" stroke="#8c959f" stroke-width="1.5"/>
        <text x="1174" y="62">dropped by the balancer</text>
        </g>
        <g id="lanes">
        <line x1="80" y1="90" x2="80" y2="342" stroke="#d0d7de" stroke-width="2"/>
        <line x1="340" y1="126" x2="340" y2="333" stroke="#d0d7de" stroke-width="2"/>
        <line x1="600" y1="216" x2="600" y2="315" stroke="#d0d7de" stroke-width="2"/>
        </g>
        <g id="rows">
        <text x="72" y="85"><tspan font-weight="bold">log</tspan> <tspan font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">no object</tspan></text>
        <text x="60" y="103" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">1</text>
        <circle cx="80" cy="99" r="5" fill="#0969da"/>
        <text x="90" y="103">makeCoordinator()</text>
        <text x="332" y="121"><tspan font-weight="bold">Screen</tspan> <tspan font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">0x1</tspan></text>
        <text x="60" y="139" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">2</text>
        <circle cx="340" cy="135" r="5" fill="#0969da"/>
        <text x="350" y="139">viewDidLoad()</text>
        <text x="60" y="157" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">3</text>
        <circle cx="340" cy="153" r="5" fill="#0969da"/>
        <text x="350" y="157">viewWillAppear(_:)</text>
        <rect x="16" y="162" width="1330" height="18" fill="#fff8c5"/>
        <text x="60" y="175" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">4</text>
        <path d="M340,165 L346,171 L340,177 L334,171 Z" fill="#9a6700"/>
        <text x="350" y="175">viewWillDisappear(_:)</text>
        <text x="856" y="175" fill="#9a6700">↺ cancelled-transition<title>viewWillDisappear(_:) cancels the appearance viewWillAppear(_:) began at line 3 (legal in UIKit)</title></text>
        <text x="60" y="193" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">5</text>
        <circle cx="340" cy="189" r="5" fill="#0969da"/>
        <text x="350" y="193">viewDidDisappear(_:)</text>
        <text x="592" y="211"><tspan font-weight="bold">Detail</tspan> <tspan font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">0x2</tspan></text>
        <circle cx="600" cy="225" r="5" fill="#ffffff" stroke="#0969da" stroke-width="1.5" stroke-dasharray="2,2"/>
        <text x="610" y="229" fill="#57606a" font-style="italic">load</text>
        <circle cx="600" cy="243" r="5" fill="#ffffff" stroke="#0969da" stroke-width="1.5" stroke-dasharray="2,2"/>
        <text x="610" y="247" fill="#57606a" font-style="italic">willAppear(animated: false)</text>
        <rect x="16" y="252" width="1330" height="18" fill="#ffebe9"/>
        <text x="60" y="265" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">6</text>
        <circle cx="600" cy="261" r="5" fill="#cf222e"/>
        <text x="610" y="265" fill="#cf222e">viewDidAppear(_:)</text>
        <text x="856" y="265" fill="#cf222e">✗ did-without-will<title>viewDidAppear(_:) without viewWillAppear(_:) in this transition</title></text>
        <circle cx="600" cy="279" r="5" fill="#ffffff" stroke="#0969da" stroke-width="1.5" stroke-dasharray="2,2"/>
        <text x="610" y="283" fill="#57606a" font-style="italic">willDisappear(animated: false)</text>
        <circle cx="600" cy="297" r="5" fill="#ffffff" stroke="#0969da" stroke-width="1.5" stroke-dasharray="2,2"/>
        <text x="610" y="301" fill="#57606a" font-style="italic">didDisappear(animated: false)</text>
        <rect x="16" y="306" width="1330" height="18" fill="#ffebe9"/>
        <text x="60" y="319" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">7</text>
        <path d="M595,310 L605,320 M605,310 L595,320" stroke="#cf222e" stroke-width="2.5" fill="none"/>
        <text x="610" y="319" fill="#cf222e">deinit</text>
        <text x="856" y="319" fill="#cf222e">✗ deinit-while-appeared<title>deinit while visible (since viewDidAppear(_:) at line 6); viewDidDisappear(_:) never came</title></text>
        <text x="60" y="337" text-anchor="end" font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" font-size="10" fill="#57606a">8</text>
        <path d="M335,328 L345,338 M345,328 L335,338" stroke="#1f2328" stroke-width="2.5" fill="none"/>
        <text x="350" y="337">deinit</text>
        </g>
        </svg>

        """
}
