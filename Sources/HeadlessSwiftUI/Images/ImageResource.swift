// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An image resource in an asset catalog: what Xcode 15's generated asset symbols are made of
/// (`ImageResource.avatar`), part of DeveloperToolsSupport, which SwiftUI re-exports.
@available(iOS 17.0, tvOS 17.0, *)
public struct ImageResource: Hashable {
    /// Where the image is.
    let asset: AssetCatalogName

    /// Creates a resource for the image named `name` in `bundle`'s asset catalog.
    ///
    /// - Parameters:
    ///   - name: The name of the image in the catalog.
    ///   - bundle: The bundle that holds the catalog.
    public init(name: String, bundle: Bundle) {
        asset = AssetCatalogName(name: name, bundle: bundle)
    }
}

extension Image {
    /// Initialize an `Image` with an image resource: the same image as `Image(name, bundle:)`,
    /// labelled by its name.
    ///
    /// - Parameter resource: The image resource.
    @available(iOS 17.0, tvOS 17.0, *)
    public init(_ resource: ImageResource) {
        self.init(resource.asset.name, bundle: resource.asset.bundle)
    }
}
