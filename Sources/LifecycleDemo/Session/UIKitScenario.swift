// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit
    import LifecycleTrace

    /// The `--scenario uikit` script, the demo before the app session: a window's root, a push, an interactive swipe back that is cancelled and
    /// then one that finishes, a sheet, and the root replaced, then removed, all in HeadlessUIKit's virtual time.
    @MainActor
    enum UIKitScenario {
        /// One step of the script: what it does, and the records the runtime made during it.
        struct Step {
            var title: String
            var records: [TraceRecord]
        }

        /// Runs the script and returns its trace in console form, step by step, then its check and
        /// normalization: what `lifecycle demo --scenario uikit` prints.
        ///
        /// - Parameter profile: The iOS version to behave as.
        static func runAndReport(profile: Headless.Profile = .latest) -> String {
            var checker = TraceChecker()
            var normalizer = TraceNormalizer()
            var text = ""
            for step in run(profile: profile) {
                text += "== \(step.title)\n"
                for record in step.records {
                    text += TerminalText.escaped(record.consoleLine) + "\n"
                    checker.consume(record)
                    normalizer.consume(record)
                }
            }
            text += "\n== lifecycle check\n" + checker.report().renderText()
            text += "\n== lifecycle normalize\n" + normalizer.finish().map { $0.renderText() }.joined()
            return text
        }

        /// Runs the script in a world of its own, following `profile`, and returns its steps.
        ///
        /// - Parameter profile: The iOS version to behave as.
        static func run(profile: Headless.Profile = .latest) -> [Step] {
            DemoWorld.run(profile: profile, script)
        }

        private static func script() -> [Step] {
            var steps: [Step] = []
            var line = 0
            func step(_ title: String, _ body: () -> Void) {
                Headless.clearTrace()
                body()
                Headless.runUntilIdle()
                // Number the records across steps, as one console log would.
                let records = Headless.trace.enumerated().map { offset, record in
                    var record = record
                    record.line = line + offset + 1
                    return record
                }
                line += records.count
                steps.append(Step(title: title, records: records))
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let home = DemoScreen()
            home.title = "Home"
            let navigation = UINavigationController(rootViewController: home)
            step("window.rootViewController = navigation; makeKeyAndVisible()") {
                window.rootViewController = navigation
                window.makeKeyAndVisible()
            }
            step("push Detail, animated") {
                let detail = DemoScreen()
                detail.title = "Detail"
                navigation.pushViewController(detail, animated: true)
            }
            step("swipe back, cancelled at 30%") {
                let swipe = Headless.beginInteractivePop(navigation)
                swipe.update(0.3)
                swipe.cancel()
            }
            step("swipe back, finished at 70%") {
                let swipe = Headless.beginInteractivePop(navigation)
                swipe.update(0.7)
                swipe.finish()
            }
            step("present Sheet (pageSheet: the presenter gets nothing), then dismiss it") {
                let sheet = DemoScreen()
                sheet.title = "Sheet"
                navigation.present(sheet, animated: true)
                Headless.runUntilIdle()
                sheet.dismiss(animated: true)
            }
            step("window.rootViewController = a new screen") {
                window.rootViewController = DemoScreen()
            }
            step("window.rootViewController = nil") {
                window.rootViewController = nil
            }
            return steps
        }
    }

#endif
