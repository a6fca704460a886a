// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A color resource in an asset catalog: what Xcode 15's generated asset symbols are made of
/// (`ColorResource.accent`), part of DeveloperToolsSupport, which SwiftUI re-exports.
@available(iOS 17.0, tvOS 17.0, *)
public struct ColorResource: Hashable {
    /// Where the color is.
    let asset: AssetCatalogName

    /// Creates a resource for the color named `name` in `bundle`'s asset catalog.
    ///
    /// - Parameters:
    ///   - name: The name of the color in the catalog.
    ///   - bundle: The bundle that holds the catalog.
    public init(name: String, bundle: Bundle) {
        asset = AssetCatalogName(name: name, bundle: bundle)
    }
}

extension Color {
    /// Initialize a `Color` with a color resource: the same color as `Color(name, bundle:)`.
    ///
    /// - Parameter resource: The color resource.
    @available(iOS 17.0, tvOS 17.0, *)
    public init(_ resource: ColorResource) {
        self.init(resource.asset.name, bundle: resource.asset.bundle)
    }
}
