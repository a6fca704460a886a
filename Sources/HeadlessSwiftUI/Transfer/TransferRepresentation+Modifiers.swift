// ViewLifecycle · HeadlessSwiftUI

extension TransferRepresentation {
    /// Specifies the kinds of apps and processes that can see an item in transit.
    ///
    /// - Parameter visibility: Who can see the representation; stored only.
    /// - Returns: The representation with that visibility.
    public func visibility(
        _ visibility: TransferRepresentationVisibility
    ) -> some TransferRepresentation<Item> {
        _AnnotatedTransferRepresentation(base: self, visibility: visibility)
    }

    /// Prevents the system from exporting an item if it does not meet the supplied condition.
    ///
    /// - Parameter condition: Whether an item may be exported.
    /// - Returns: The conditional representation.
    public func exportingCondition(
        _ condition: @escaping @Sendable (Item) -> Bool
    ) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// Provides a filename to use if the receiver chooses to write the item to disk.
    ///
    /// - Parameter fileName: The suggested name; stored only.
    /// - Returns: The representation with that name.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _AnnotatedTransferRepresentation(base: self, fileName: { _ in fileName })
    }

    /// Provides a filename, made from the item, to use if the receiver chooses to write the
    /// item to disk.
    ///
    /// - Parameter fileName: Makes the suggested name; stored only.
    /// - Returns: The representation with that name.
    public func suggestedFileName(
        _ fileName: @escaping @Sendable (Item) -> String?
    ) -> some TransferRepresentation<Item> {
        _AnnotatedTransferRepresentation(base: self, fileName: fileName)
    }
}
