// ViewLifecycle · HeadlessSwiftUI

/// The scroll behavior that aligns scroll targets to container-based geometry (pages).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Creates a paging scroll behavior.
    public init() {}

    /// Updates the proposed target that a scrollable view should scroll to (never called
    /// headlessly).
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext)
    {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static var paging: PagingScrollTargetBehavior { .init() }
}
