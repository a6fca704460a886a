// ViewLifecycle · LifecycleDemo

import CommandKit

/// Which script `demo` runs.
enum DemoScenario: String, CaseIterable, ArgumentValue {
    /// The app session: tabs, a NavigationStack, swipes, a sheet, seed 000's SampleView and the
    /// background, shown as UIKit, SwiftUI, seed 001 and ViewLifecycle see them.
    case app
    /// The UIKit-only demo: a navigation controller's trace, checked and normalized.
    case uikit
}
