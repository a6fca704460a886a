// ViewLifecycle · HeadlessSwiftUI

/// The scroll behavior that aligns scroll targets to view-based geometry (the views of a
/// `scrollTargetLayout()`).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior {
        /// Which limit it is, for equality in tests and dumps.
        let name: String
        /// The automatic limit behavior: `always` in compact size classes, `never` otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        /// The always limit behavior: scrolls one view at a time.
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        /// The never limit behavior: scrolls any number of views.
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }

    /// How many views a scroll may move past.
    let limitBehavior: LimitBehavior

    /// Creates a view-aligned scroll behavior.
    ///
    /// - Parameter limitBehavior: How many views a scroll may move past.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Updates the proposed target that a scrollable view should scroll to (never called
    /// headlessly).
    public func updateTarget(
        _ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext
    ) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }

    /// The scroll behavior that aligns scroll targets to view-based geometry, with a limit.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        .init(limitBehavior: limitBehavior)
    }
}
