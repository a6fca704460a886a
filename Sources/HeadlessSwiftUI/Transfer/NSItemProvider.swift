// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities.
///
/// A minimal stand-in for Foundation's class, which swift-corelibs-foundation lacks, so
/// `onInsert(of:perform:)`'s action type compiles: headlessly nothing is ever dropped, so no
/// provider is made by the runtime.
open class NSItemProvider: NSObject {
    /// The type identifiers of the representations registered with the provider, in order.
    open private(set) var registeredTypeIdentifiers: [String] = []

    /// A suggested name for the item.
    open var suggestedName: String?

    /// Creates an empty item provider.
    public override init() {
        super.init()
    }
}
