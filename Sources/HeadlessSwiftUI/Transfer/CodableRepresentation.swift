// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that participate in Swift's protocols for encoding and
/// decoding.
///
/// Stored only. Unchecked `Sendable` because it keeps its coders, which need not be; Apple's
/// declares `Sendable` and keeps them too.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where
    Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
    Encoder.Output == Data, Decoder.Input == Data
{
    /// A built-in representation.
    public typealias Body = Never

    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Creates a transfer representation for a given type with JSON coders.
    ///
    /// - Parameters:
    ///   - itemType: The type of the item.
    ///   - contentType: The type of the encoded data.
    public init(for itemType: Item.Type = Item.self, contentType: UTType)
    where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Creates a transfer representation for a given type with the encoder and decoder you
    /// supply.
    ///
    /// - Parameters:
    ///   - itemType: The type of the item.
    ///   - contentType: The type of the encoded data.
    ///   - encoder: The encoder.
    ///   - decoder: The decoder.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder)
    {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }
}
