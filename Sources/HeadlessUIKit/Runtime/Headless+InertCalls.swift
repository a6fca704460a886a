// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// The inert API used since the last reset, sorted: SwiftUI modifiers such as
    /// `View.badge(_:)`, `View.padding(_:_:)` or `Text.bold()`, and UIKit methods generated from
    /// the SDK such as `UIView.addInteraction(_:)`, that are accepted but not simulated (no
    /// layout, drawing, haptics or pointer runs headlessly).
    ///
    /// A test that must not depend on anything unsimulated expects this to be empty.
    @MainActor public static var inertCalls: [String] {
        InertCalls.sortedNames
    }
}
