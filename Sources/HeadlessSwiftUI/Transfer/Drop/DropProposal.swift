// ViewLifecycle · HeadlessSwiftUI

/// What a drop delegate proposes while a drop hovers over the view.
@available(iOS 13.4, macOS 10.15, *)
public struct DropProposal: Sendable {
    /// The operation the drop would perform.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}
