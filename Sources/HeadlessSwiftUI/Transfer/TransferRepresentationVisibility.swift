// ViewLifecycle · HeadlessSwiftUI

/// The visibility levels that specify the kinds of apps and processes that can see an item's
/// transfer representation.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let level: Int

    /// The visibility level that specifies that any app or process can see the representation.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// The visibility level that specifies that only apps from the same development team can
    /// see the representation.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// The visibility level that specifies that only the process that owns the item can see
    /// the representation.
    public static let ownProcess = TransferRepresentationVisibility(level: 2)

    /// Whether two levels are the same.
    public static func == (a: TransferRepresentationVisibility, b: TransferRepresentationVisibility) -> Bool {
        a.level == b.level
    }
}
