// ViewLifecycle · HeadlessSwiftUI

/// An accessibility action's closure as an attribute value: closures cannot be compared, so
/// two handlers are never equal, and an attachment with an action always reaches its node with
/// the latest closure (as a view holding a closure is always a new input).
///
/// Unchecked `Sendable`, so attributes stay values a nonisolated `ModifiedContent` method can
/// pass on: the closure is only ever called by the driver on the main actor, as Apple's is
/// only called by the accessibility system there.
package struct AccessibilityActionHandler: Equatable, @unchecked Sendable {
    package let perform: () -> Void

    package static func == (lhs: Self, rhs: Self) -> Bool { false }
}
