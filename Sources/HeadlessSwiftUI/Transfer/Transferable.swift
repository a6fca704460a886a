// ViewLifecycle · HeadlessSwiftUI

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or
/// copy and paste.
///
/// CoreTransferable's protocol, which `import SwiftUI` re-exports; declared here so app code's
/// conformances compile. Headlessly nothing is transported: a `ShareLink` records its items
/// (`Headless.shares`) without asking their representations.
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}
