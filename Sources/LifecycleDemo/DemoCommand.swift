// ViewLifecycle · LifecycleDemo

import CommandKit
import HeadlessUIKit
import LifecycleTrace

/// `lifecycle demo`: an app session run headless, shown side by side as UIKit's raw callbacks,
/// SwiftUI's `onAppear`/`onDisappear`, seed 001's modifiers and ViewLifecycle's; or, with
/// `--scenario uikit`, the UIKit-only trace, checked and normalized.
package struct DemoCommand: ParsableCommand {
    /// `--scenario app|uikit`.
    static let scenarioOption = OptionSpec(
        name: "--scenario", kind: .choice(DemoScenario.allCases.map(\.rawValue)), defaultValue: "app",
        help: "The session: app (tabs, navigation, a sheet, the background) or uikit (default: app).")
    /// `--step`: pause between steps.
    static let stepOption = OptionSpec(
        name: "--step", help: "Wait for Enter after each step (text on a terminal only).")

    package static let configuration = CommandConfiguration(
        name: "demo",
        abstract:
            "Run an app session headless and show UIKit, SwiftUI, seed 001 and ViewLifecycle side by side.",
        options: [scenarioOption, .format(DemoFormat.self), stepOption],
        epilogue: [
            "Columns: UIKit's raw callbacks on the screens' controllers; SwiftUI's onAppear/onDisappear;",
            "seed 001's onWillAppear/onWillDisappear; ViewLifecycle's onLifecycle and onVisibilityChange,",
            "all on the same views. Marks: ✗ a breach found by 'lifecycle check' or a seed 001 fault,",
            "• a note, ↻ a callback ViewLifecycle's balancer dropped or completed.",
            "Colour only on a terminal, never with NO_COLOR set. --scenario uikit prints text only.",
        ])

    /// The script to run.
    var scenario: DemoScenario
    /// How to print it.
    var format: DemoFormat
    /// Whether to pause after each step.
    var pausesAfterSteps: Bool

    package init(_ arguments: ParsedArguments) throws(CommandError) {
        scenario = try arguments.value(of: Self.scenarioOption)
        format = try arguments.value(of: .format(DemoFormat.self))
        pausesAfterSteps = arguments.options[Self.stepOption.name] != nil
    }

    package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        // The command runs on the main thread (main.swift's top level); UIKit's model needs it.
        switch scenario {
        case .uikit:
            guard format == .text else {
                throw .failed("'--scenario uikit' prints text only; drop '--format \(format.rawValue)'")
            }
            try output.writeDocument(MainActor.assumeIsolated { UIKitScenario.runAndReport() })
        case .app:
            let steps = MainActor.assumeIsolated { AppSession.run() }
            switch format {
            case .text: try writeText(steps, output)
            case .json: try output.writeDocument(SessionJSONRenderer.render(steps))
            case .mermaid: try output.writeDocument(SessionMermaidRenderer.render(steps))
            case .svg: try output.writeDocument(SessionSVGRenderer.render(steps))
            }
        }
        return 0
    }

    /// Writes the steps one by one, waiting for Enter between them when asked and able.
    private func writeText(_ steps: [SessionStep], _ output: CommandOutput) throws(CommandError) {
        let terminal = output.terminal
        let renderer = SessionTextRenderer(steps: steps, usesColor: terminal.usesColor)
        let pauses = pausesAfterSteps && terminal.canPause
        try output.write(renderer.header())
        for (index, step) in steps.enumerated() {
            try output.write(renderer.render(step))
            if pauses, index < steps.count - 1 {
                try output.write("[Enter: step \(index + 2) of \(steps.count)] ")
                try output.flush()
                terminal.waitForEnter()
            }
        }
    }
}
