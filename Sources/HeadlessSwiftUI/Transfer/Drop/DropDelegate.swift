// ViewLifecycle · HeadlessSwiftUI

/// An interface a view's drop target calls as a drop enters, moves over, leaves and lands on it.
@available(iOS 13.4, macOS 10.15, *)
@MainActor @preconcurrency public protocol DropDelegate {
    /// Tells whether a drop of `info` may land; SwiftUI asks before it calls `performDrop(info:)`.
    func validateDrop(info: DropInfo) -> Bool
    /// Performs the drop of `info`; returns whether it succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// Tells the delegate that a valid drop entered the view.
    func dropEntered(info: DropInfo)
    /// Tells the delegate the drop moved; returns the operation it proposes, or `nil` for the last one.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Tells the delegate that the drop left the view.
    func dropExited(info: DropInfo)
}
