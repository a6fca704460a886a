// ViewLifecycle · LifecycleCLITests

import HeadlessTestSupport
import Testing

/// `lifecycle demo` runs HeadlessUIKit and prints a trace that passes its own check.
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
            let type = line.dropFirst().prefix { $0 != ":" }.split(separator: ".").last.map(String.init) ?? ""
            return type + " " + (line.split(separator: " ").last.map(String.init) ?? "")
        }
    }

    @Test("the demo's trace is clean and its steps show UIKit's orders")
    func demoRun() throws {
        let run = CommandTranscript.run(["demo"])
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
            section("present Sheet (pageSheet: the presenter gets nothing), then dismiss it", of: run.stdout))
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
                "DemoScreen viewWillDisappear(_:)", "DemoScreen viewDidDisappear(_:)", "DemoScreen deinit",
            ])
        #expect(run.stdout.contains("\n== lifecycle normalize\n"))
    }

    @Test("demo takes no input")
    func demoRejectsInput() {
        #expect(
            CommandTranscript.run(["demo", "x.log"])
                == CommandTranscript(
                    status: 2, stdout: "",
                    stderr: "lifecycle: error: unexpected argument 'x.log'; see 'lifecycle demo --help'\n"))
    }
}
