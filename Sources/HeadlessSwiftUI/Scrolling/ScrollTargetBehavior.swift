// ViewLifecycle · HeadlessSwiftUI

/// A type that defines the scroll behavior of a scrollable view.
///
/// Headlessly a scroll ends where the driver puts it, so `updateTarget(_:context:)` is never
/// called; a custom behavior compiles and is stored.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
}
