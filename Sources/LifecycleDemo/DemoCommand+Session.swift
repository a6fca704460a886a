// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    extension DemoCommand {
        /// Runs the session asked for and writes it in the format asked for.
        package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
            // The command runs on the main thread (main.swift's top level); UIKit's model needs it.
            switch scenario {
            case .uikit:
                guard format == .text else {
                    throw .failed("'--scenario uikit' prints text only; drop '--format \(format.rawValue)'")
                }
                try output.writeDocument(
                    MainActor.assumeIsolated { [profile] in UIKitScenario.runAndReport(profile: profile) })
            case .app:
                let steps = MainActor.assumeIsolated { [profile] in AppSession.run(profile: profile) }
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

#endif
