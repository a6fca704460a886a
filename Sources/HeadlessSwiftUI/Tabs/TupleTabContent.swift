// ViewLifecycle · HeadlessSwiftUI

/// Several tabs built together.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TupleTabContent<TabValue, C>: TabContent where TabValue: Hashable {
    /// The body of a primitive tab content.
    public typealias Body = Never
    let views: [any View]
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TupleTabContent: PrimitiveTabContent {
    func primitiveTabViews() -> [any View] { views }
}
