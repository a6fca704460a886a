// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

// Drops onto a view: headlessly nothing is dragged, so each modifier is recorded in
// `Headless.inertCalls` and leaves its binding, action and delegate untouched.

@available(iOS 13.4, macOS 10.15, *)
extension View {
    /// Accepts drops of `supportedContentTypes`: recorded only (nothing is dropped headlessly;
    /// `isTargeted` stays as it is and `action` never runs).
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View { inert(.generated, api: "View.onDrop(of:isTargeted:perform:)") }

    /// Accepts drops of `supportedContentTypes` with their location: recorded only (nothing is
    /// dropped headlessly).
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View { inert(.generated, api: "View.onDrop(of:isTargeted:perform:)") }

    /// Accepts drops through `delegate`: recorded only (the delegate is never called).
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        inert(.generated, api: "View.onDrop(of:delegate:)")
    }
}

@available(
    iOS, introduced: 13.4, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
)
extension View {
    /// Accepts drops of the type identifiers `supportedTypes`: recorded only.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View { inert(.generated, api: "View.onDrop(of:isTargeted:perform:)") }

    /// Accepts drops of the type identifiers `supportedTypes` with their location: recorded only.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View { inert(.generated, api: "View.onDrop(of:isTargeted:perform:)") }

    /// Accepts drops of the type identifiers `supportedTypes` through `delegate`: recorded only.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        inert(.generated, api: "View.onDrop(of:delegate:)")
    }
}
