// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// The inert API the views used since the last reset, sorted: modifiers such as
    /// `View.badge(_:)`, `View.padding(_:_:)` or `Text.bold()` that are accepted but not
    /// simulated (no layout, drawing, haptics or pointer runs headlessly).
    ///
    /// A test that must not depend on anything unsimulated expects this to be empty.
    @MainActor public static var inertCalls: [String] {
        InertCalls.sortedNames
    }
}
