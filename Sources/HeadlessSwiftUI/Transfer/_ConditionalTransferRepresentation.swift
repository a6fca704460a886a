// ViewLifecycle · HeadlessSwiftUI

/// A representation that exports its item only when a condition holds.
public struct _ConditionalTransferRepresentation<Base>: TransferRepresentation
where Base: TransferRepresentation {
    /// The item of the base representation.
    public typealias Item = Base.Item
    /// A built-in representation.
    public typealias Body = Never

    let base: Base
    let condition: @Sendable (Base.Item) -> Bool
}
