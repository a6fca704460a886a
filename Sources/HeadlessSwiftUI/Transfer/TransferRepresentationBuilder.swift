// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Creates a transfer representation by composing existing transfer representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    /// Accepts a codable representation (its coders checked here, as Apple's builder does).
    public static func buildExpression<Encoder, Decoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder>
    where
        Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
        Encoder.Output == Data, Decoder.Input == Data
    {
        content
    }

    /// Accepts a representation of this item.
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation {
        content
    }

    /// One representation is itself.
    public static func buildBlock<Content>(_ content: Content) -> Content
    where Item == Content.Item, Content: TransferRepresentation {
        content
    }

    /// 2 representations, in order of preference.
    public static func buildBlock<C1, C2>(
        _ content1: C1, _ content2: C2
    ) -> TupleTransferRepresentation<Item, (C1, C2)>
    where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item {
        TupleTransferRepresentation<Item, (C1, C2)>((content1, content2))
    }

    /// 3 representations, in order of preference.
    public static func buildBlock<C1, C2, C3>(
        _ content1: C1, _ content2: C2, _ content3: C3
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C1.Item == C2.Item, C2.Item == C3.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3)>((content1, content2, content3))
    }

    /// 4 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4)>((content1, content2, content3, content4))
    }

    /// 5 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
        C3.Item == C4.Item, C4.Item == C5.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>(
            (content1, content2, content3, content4, content5))
    }

    /// 6 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5, C6>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
        C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>(
            (content1, content2, content3, content4, content5, content6))
    }

    /// 7 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
        _ content7: C7
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
        C7: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
        C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>(
            (content1, content2, content3, content4, content5, content6, content7))
    }

    /// 8 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
        _ content7: C7, _ content8: C8
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
        C7: TransferRepresentation, C8: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
        C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>(
            (content1, content2, content3, content4, content5, content6, content7, content8))
    }

    /// 9 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
        _ content7: C7, _ content8: C8, _ content9: C9
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
        C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation,
        C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item,
        C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>(
            (content1, content2, content3, content4, content5, content6, content7, content8, content9))
    }

    /// 10 representations, in order of preference.
    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
        _ content7: C7, _ content8: C8, _ content9: C9, _ content10: C10
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation,
        C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation,
        C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation,
        C10: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
        C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item,
        C9.Item == C10.Item
    {
        TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>(
            (
                content1, content2, content3, content4, content5, content6, content7, content8, content9,
                content10
            ))
    }
}
