// ViewLifecycle · LifecycleCLITests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Foundation
    import HeadlessTestSupport
    import LifecycleCLI
    import LifecycleTrace
    import Testing

    /// `lifecycle demo`: the app session's help, formats, colour and pauses; the text itself is
    /// AppSessionTests'. With `--scenario uikit`, HeadlessUIKit's trace, which passes its own check.
    @Suite(.serialized, .headlessWorld) @MainActor
    struct DemoCommandTests {
        private func section(_ title: String, of text: String) -> [String] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let start = lines.firstIndex(of: "== \(title)") else { return [] }
            let rest = lines[(start + 1)...]
            return Array(rest.prefix { !$0.hasPrefix("==") && !$0.isEmpty })
        }

        /// The callbacks of a section without addresses: `DemoScreen viewWillAppear(_:)`.
        private func callbacks(_ lines: [String]) -> [String] {
            lines.map { line in
                let type =
                    line.dropFirst().prefix { $0 != ":" }.split(separator: ".").last.map(String.init) ?? ""
                return type + " " + (line.split(separator: " ").last.map(String.init) ?? "")
            }
        }

        @Test("the demo's trace is clean and its steps show UIKit's orders")
        func demoRun() throws {
            let run = CommandTranscript.run(["demo", "--scenario", "uikit"])
            #expect(run.status == 0)
            #expect(run.stderr == "")
            // The demo makes five controllers; the checker tells objects apart by address, and the
            // allocator may give a freed controller's address to a later one, so 3 to 5 are seen.
            let summary = try #require(run.stdout.split(separator: "\n").first { $0.contains(" breaches, ") })
            let objectCount = summary.split(separator: " ").dropLast(4).last.flatMap { Int($0) }
            #expect(summary == "0 breaches, 2 notes, \(objectCount ?? -1) objects, 0 skipped lines")
            #expect((3...5).contains(try #require(objectCount)))
            // A page sheet: only the presented controller gets callbacks.
            let sheet = callbacks(
                section(
                    "present Sheet (pageSheet: the presenter gets nothing), then dismiss it", of: run.stdout))
            #expect(
                sheet == [
                    "DemoScreen init(nibName:bundle:)", "DemoScreen loadView()", "DemoScreen viewDidLoad()",
                    "DemoScreen viewWillAppear(_:)", "DemoScreen viewIsAppearing(_:)",
                    "DemoScreen viewWillLayoutSubviews()", "DemoScreen viewDidLayoutSubviews()",
                    "DemoScreen viewDidAppear(_:)", "DemoScreen viewWillDisappear(_:)",
                    "DemoScreen viewDidDisappear(_:)", "DemoScreen deinit",
                ])
            // Removing the root takes it off screen and frees it.
            #expect(
                callbacks(section("window.rootViewController = nil", of: run.stdout)) == [
                    "DemoScreen viewWillDisappear(_:)", "DemoScreen viewDidDisappear(_:)",
                    "DemoScreen deinit",
                ])
            #expect(run.stdout.contains("\n== lifecycle normalize\n"))
        }

        @Test("demo takes no input")
        func demoRejectsInput() {
            #expect(
                CommandTranscript.run(["demo", "x.log"])
                    == CommandTranscript(
                        status: 2, stdout: "",
                        stderr: "lifecycle: error: unexpected argument 'x.log'; see 'lifecycle demo --help'\n"
                    ))
        }

        @Test("demo --help lists the scenarios, --ios, formats and --step")
        func help() {
            #expect(
                CommandTranscript.run(["demo", "--help"])
                    == CommandTranscript(
                        status: 0,
                        stdout: """
                            OVERVIEW: Run an app session headless and show UIKit, SwiftUI, seed 001 and ViewLifecycle side by side.

                            USAGE: lifecycle demo [--scenario <scenario>] [--ios <ios>] [--format <format>] [--step]

                            OPTIONS:
                              --scenario <scenario>          The session: app (tabs, navigation, a sheet, the background) or uikit (default: app).
                              --ios <ios>                    The iOS version SwiftUI's column behaves as: 17, 18 or 26 (default: 26).
                              --format <format>              Output format: text or json or mermaid or svg (default: text).
                              --step                         Wait for Enter after each step (text on a terminal only).
                              -h, --help                     Show this help.

                            Columns: UIKit's raw callbacks on the screens' controllers; SwiftUI's onAppear/onDisappear;
                            seed 001's onWillAppear/onWillDisappear; ViewLifecycle's onLifecycle and onVisibilityChange,
                            all on the same views. Marks: ✗ a breach found by 'lifecycle check' or a seed 001 fault,
                            • a note, ↻ a callback ViewLifecycle's balancer dropped or completed.
                            Colour only on a terminal, never with NO_COLOR set. --scenario uikit prints text only.

                            """,
                        stderr: ""))
        }

        @Test("--format json is one document with the columns and every step's title, events and notes")
        func json() throws {
            let run = CommandTranscript.run(["demo", "--format", "json"])
            #expect(run.status == 0)
            #expect(run.stderr == "")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(document["scenario"] as? String == "app")
            let columns = try #require(document["columns"] as? [[String: Any]])
            #expect(
                columns.compactMap { $0["id"] as? String } == [
                    "uikit", "swiftUI", "seed001", "viewLifecycle",
                ])
            let steps = try #require(document["steps"] as? [[String: Any]])
            #expect(steps.compactMap { $0["title"] as? String } == AppSessionTests.titles)
            #expect(steps.compactMap { $0["number"] as? Int } == Array(1...AppSessionTests.titles.count))
            // The first event of the session: Inbox's bridge loads, unmarked.
            let first = try #require((steps[0]["events"] as? [[String: Any]])?.first)
            #expect(first["column"] as? String == "uikit")
            #expect(first["text"] as? String == "Inbox bridge viewDidLoad")
            #expect(first["mark"] == nil)
        }

        @Test("--format mermaid draws one participant per column and a note per step")
        func mermaid() {
            let run = CommandTranscript.run(["demo", "--format", "mermaid"])
            #expect(run.status == 0)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(
                Array(lines.prefix(5)) == [
                    "sequenceDiagram",
                    "    participant UIKit as UIKit raw callbacks",
                    "    participant SwiftUI as SwiftUI onAppear/…",
                    "    participant Seed001 as seed 001 onWill…",
                    "    participant ViewLifecycle as ViewLifecycle onLifecycle",
                ])
            let notes = lines.filter { $0.hasPrefix("    Note over UIKit,ViewLifecycle: ") }
            // The titles pass through the diagram's one escaper: `>`, quotes and `%` as entity codes.
            #expect(
                notes.map { String($0.dropFirst("    Note over UIKit,ViewLifecycle: ".count)) }
                    == AppSessionTests.titles.enumerated().map {
                        MermaidRenderer.escaped("\($0.offset + 1). \($0.element)")
                    })
            #expect(
                notes[1]
                    == "    Note over UIKit,ViewLifecycle: 2. a message arrives: unread 0 -#62; 1, and Inbox shows a banner"
            )
            #expect(lines.contains("    UIKit->>UIKit: Inbox bridge viewDidLoad"))
            #expect(lines.contains("    Note right of Seed001: ✗ stale: unread 0"))
            #expect(lines.contains("    Note right of UIKit: • cancelled-transition"))
            // Every line after the header is a note or a message to its own lane.
            for line in lines.dropFirst(5) {
                let lane = line.dropFirst(4).prefix { $0 != "-" && $0 != ":" }
                #expect(line.hasPrefix("    Note ") || line.hasPrefix("    \(lane)->>\(lane): "), "\(line)")
            }
        }

        @Test(
            "colour only on a terminal without NO_COLOR",
            arguments: [(true, false, true), (true, true, false), (false, false, false)])
        func colour(isTerminal: Bool, noColor: Bool, coloured: Bool) {
            let terminal = Terminal(
                isOutputTerminal: isTerminal, isInputTerminal: isTerminal, prefersNoColor: noColor)
            let run = CommandTranscript.run(["demo"], terminal: terminal)
            #expect(run.status == 0)
            #expect(run.stdout.contains("\u{1B}[") == coloured)
            // Colour adds escapes and nothing else.
            #expect(Self.strippingEscapes(run.stdout) == CommandTranscript.run(["demo"]).stdout)
        }

        @Test("--step waits for Enter between steps on a terminal, and never when input is not one")
        func step() {
            let presses = Presses()
            let tty = Terminal(
                isOutputTerminal: true, isInputTerminal: true, prefersNoColor: true,
                waitForEnter: presses.press)
            let paused = CommandTranscript.run(["demo", "--step"], terminal: tty)
            let count = AppSessionTests.titles.count
            #expect(presses.count == count - 1)
            #expect(paused.stdout.contains("[Enter: step 2 of \(count)] "))
            let piped = Terminal(
                isOutputTerminal: true, isInputTerminal: false, prefersNoColor: true,
                waitForEnter: presses.press)
            let unpaused = CommandTranscript.run(["demo", "--step"], terminal: piped)
            #expect(presses.count == count - 1)
            #expect(unpaused.stdout == CommandTranscript.run(["demo"]).stdout)
        }

        @Test("--scenario uikit prints text only")
        func uikitFormats() {
            #expect(
                CommandTranscript.run(["demo", "--scenario", "uikit", "--format", "json"])
                    == CommandTranscript(
                        status: 2, stdout: "",
                        stderr:
                            "lifecycle: error: '--scenario uikit' prints text only; drop '--format json'\n"))
        }

        private static func strippingEscapes(_ text: String) -> String {
            var result = ""
            var inEscape = false
            for character in text {
                if character == "\u{1B}" {
                    inEscape = true
                } else if inEscape {
                    if character == "m" { inEscape = false }
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// Counts the times `--step` waited for Enter.
    private final class Presses: @unchecked Sendable {
        private(set) var count = 0

        /// One press of Enter.
        func press() { count += 1 }
    }

#endif
