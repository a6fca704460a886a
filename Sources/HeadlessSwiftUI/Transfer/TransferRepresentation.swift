// ViewLifecycle · HeadlessSwiftUI

/// A declarative description of the process of importing and exporting a transferable item.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable
    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation

    /// The transfer representation for the item.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension TransferRepresentation where Body == Never {
    /// A built-in representation has no body; nothing asks for it.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a built-in representation")
    }
}
