// ViewLifecycle · HeadlessSwiftUI

@available(iOS 13.4, macOS 10.15, *)
extension DropDelegate {
    /// Accepts the drop: SwiftUI asks only about drops carrying one of the view's types.
    public func validateDrop(info: DropInfo) -> Bool { true }

    /// Does nothing.
    public func dropEntered(info: DropInfo) {}

    /// Proposes nothing new: the drop keeps its last proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }

    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}
