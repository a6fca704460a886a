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
    /// `--ios 17|18|26`: the iOS version whose observed behaviour the session follows.
    static let iosOption = OptionSpec(
        name: "--ios", kind: .choice(Headless.Profile.all.map { String($0.version) }),
        defaultValue: String(Headless.Profile.latest.version),
        help:
            "The iOS version SwiftUI's column behaves as: 17, 18 or 26 (default: \(Headless.Profile.latest.version))."
    )
    /// `--step`: pause between steps.
    static let stepOption = OptionSpec(
        name: "--step", help: "Wait for Enter after each step (text on a terminal only).")

    package static let configuration = CommandConfiguration(
        name: "demo",
        abstract:
            "Run an app session headless and show UIKit, SwiftUI, seed 001 and ViewLifecycle side by side.",
        options: [scenarioOption, iosOption, .format(DemoFormat.self), stepOption],
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
    /// The iOS version to behave as.
    var profile: Headless.Profile

    package init(_ arguments: ParsedArguments) throws(CommandError) {
        scenario = try arguments.value(of: Self.scenarioOption)
        format = try arguments.value(of: .format(DemoFormat.self))
        pausesAfterSteps = arguments.options[Self.stepOption.name] != nil
        let version = arguments.options[Self.iosOption.name].flatMap { Int($0) }
        profile = version.flatMap { Headless.Profile(version: $0) } ?? .latest
    }
}
