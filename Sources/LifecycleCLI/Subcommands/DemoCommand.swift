// ViewLifecycle · LifecycleCLI

import HeadlessUIKit
import LifecycleTrace

/// `lifecycle demo`: a UIKit lifecycle run headless, printed, checked and normalized.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Run a UIKit navigation scenario headless and print, check and normalize its trace.",
        epilogue: ["The trace is printed in seed 000's console form, then checked and normalized."])

    init(_ arguments: ParsedArguments) {}

    func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        // The command runs on the main thread (main.swift's top level); UIKit's model needs it.
        let steps = MainActor.assumeIsolated { DemoScenario.run() }
        var checker = TraceChecker()
        var normalizer = TraceNormalizer()
        var text = ""
        for step in steps {
            text += "== \(step.title)\n"
            for record in step.records {
                text += TerminalText.escaped(record.consoleLine) + "\n"
                checker.consume(record)
                normalizer.consume(record)
            }
        }
        text += "\n== lifecycle check\n" + checker.report().renderText()
        text += "\n== lifecycle normalize\n" + normalizer.finish().map { $0.renderText() }.joined()
        try output.writeDocument(text)
        return 0
    }
}
