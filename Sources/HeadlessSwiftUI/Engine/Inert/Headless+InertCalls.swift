// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// The inert API the views used since the last reset, sorted: modifiers such as
    /// `View.badge(_:)` or `View.padding(_:_:)` that are accepted and stored but not simulated
    /// (no layout, drawing, haptics or pointer runs headlessly).
    ///
    /// A test that must not depend on anything unsimulated expects this to be empty. `Text`'s
    /// own styling modifiers (`Text.bold()`, which return a `Text`) are not recorded.
    @MainActor public static var inertCalls: [String] {
        InertCalls.sortedNames
    }
}
