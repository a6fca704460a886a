// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

/// Where a drop lands and what it carries, as a drop delegate is told; no drop happens
/// headlessly, so none is made.
@available(iOS 13.4, macOS 10.15, *)
public struct DropInfo {
    /// Where the drop is, in the view's coordinates.
    public var location: CGPoint { storedLocation }
    let storedLocation: CGPoint
    let providers: [NSItemProvider]

    /// Whether an item conforms to one of `contentTypes`.
    @available(iOS 14.0, macOS 11.0, *)
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(identifiers: contentTypes.map(\.identifier))
    }

    /// The items conforming to one of `contentTypes`.
    @available(iOS 14.0, macOS 11.0, *)
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(identifiers: contentTypes.map(\.identifier))
    }

    /// Whether an item conforms to one of the type identifiers.
    @available(
        iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead."
    )
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(identifiers: types)
    }

    /// The items conforming to one of the type identifiers.
    @available(
        iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead."
    )
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(identifiers: types)
    }

    private func hasItemsConforming(identifiers: [String]) -> Bool {
        !itemProviders(identifiers: identifiers).isEmpty
    }

    private func itemProviders(identifiers: [String]) -> [NSItemProvider] {
        providers.filter { provider in
            provider.registeredTypeIdentifiers.contains { identifiers.contains($0) }
        }
    }
}

@available(*, unavailable)
extension DropInfo: Sendable {}
