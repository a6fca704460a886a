// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Where an asset catalog entry is: its name and the bundle whose catalog holds it; what a
/// `ColorResource` or an `ImageResource` stands for.
struct AssetCatalogName: Hashable {
    /// The entry's name in its catalog.
    let name: String
    /// The bundle whose catalog holds it.
    let bundle: Bundle
}
