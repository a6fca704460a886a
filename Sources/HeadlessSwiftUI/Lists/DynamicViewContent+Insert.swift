// ViewLifecycle · HeadlessSwiftUI

import UniformTypeIdentifiers

extension DynamicViewContent {
    /// Sets the insert action for the dynamic view (inert: nothing can be dropped headlessly,
    /// so the action is never called).
    ///
    /// - Parameters:
    ///   - supportedContentTypes: The types of items the dynamic view accepts.
    ///   - action: What to do with the dropped items at an offset.
    /// - Returns: A view that calls `action` when elements are inserted into the original view.
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent {
        inert(
            .onInsert(supportedContentTypes.map(\.identifier)),
            api: "DynamicViewContent.onInsert(of:perform:)")
    }

    /// Sets the insert action for the dynamic view, with type identifiers (inert).
    ///
    /// - Parameters:
    ///   - acceptedTypeIdentifiers: The identifiers of the types the dynamic view accepts.
    ///   - action: What to do with the dropped items at an offset.
    /// - Returns: A view that calls `action` when elements are inserted into the original view.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Provide `UTType`s as the `supportedContentTypes` instead."
    )
    public func onInsert(
        of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent {
        inert(.onInsert(acceptedTypeIdentifiers), api: "DynamicViewContent.onInsert(of:perform:)")
    }
}
