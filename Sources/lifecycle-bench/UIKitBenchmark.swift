// ViewLifecycle · lifecycle-bench

import Foundation
import HeadlessSwiftUI

/// HeadlessUIKit's benchmark, `uikit`: animated push/pop cycles on a navigation controller with
/// the trace on (issue 8). Goal: at most 20 µs per cycle.
@MainActor enum UIKitBenchmark {
    /// Times `cycles` animated push/pop pairs, each run to idle, and prints the RESULT line.
    static func measure(cycles: Int) {
        Headless.reset()
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        // One cycle outside the clock, so the first one's lazy set-up is not measured.
        cycle(nav)
        Headless.clearTrace()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<cycles { cycle(nav) }
        }
        let records = Headless.trace.count
        let perCycle = elapsed.nanoseconds / 1000 / Double(cycles)
        print("uikit: \(cycles) animated push/pop cycles, trace on: \(format(perCycle)) µs per cycle")
        print("RESULT uikit push_pop_us=\(format(perCycle)) records_per_cycle=\(records / cycles)")
        withExtendedLifetime(window) {}
    }

    /// One animated push of a new controller and its animated pop, each run to idle.
    private static func cycle(_ nav: UINavigationController) {
        nav.pushViewController(UIViewController(), animated: true)
        Headless.runUntilIdle()
        nav.popViewController(animated: true)
        Headless.runUntilIdle()
    }
}
