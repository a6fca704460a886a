// ViewLifecycle · HeadlessSwiftUI

/// A transfer representation of several representations, in order of preference.
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation
where Item: Transferable, Value: Sendable {
    /// The representations, as a tuple.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Headlessly a tuple is a built-in representation: nothing reads its body.
    public typealias Body = Never
}
