// ViewLifecycle · HeadlessSwiftUI

/// A set of customization behaviors of a table column that a user can perform.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    /// The behaviours, one bit each.
    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    /// The type of the elements of this set: behaviours themselves.
    public typealias Element = TableColumnCustomizationBehavior
    /// The type of the elements of an array literal of behaviours.
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior.Element

    /// Creates an empty set of behaviours.
    public init() { bits = 0 }

    /// All customization behaviors.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(bits: 0b111) }
    /// Reordering the column among the others.
    public static let reorder = TableColumnCustomizationBehavior(bits: 0b001)
    /// Resizing the column.
    public static let resize = TableColumnCustomizationBehavior(bits: 0b010)
    /// Hiding and showing the column.
    public static let visibility = TableColumnCustomizationBehavior(bits: 0b100)

    /// Whether every behaviour of `member` is in the set.
    public func contains(_ member: TableColumnCustomizationBehavior.Element) -> Bool {
        bits & member.bits == member.bits
    }

    /// The behaviours in either set.
    public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits | other.bits)
    }

    /// The behaviours in both sets.
    public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits & other.bits)
    }

    /// The behaviours in one set but not both.
    public func symmetricDifference(
        _ other: TableColumnCustomizationBehavior
    ) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits ^ other.bits)
    }

    /// Adds `newMember`'s behaviours.
    public mutating func insert(
        _ newMember: TableColumnCustomizationBehavior.Element
    ) -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior.Element) {
        if contains(newMember) { return (false, newMember) }
        bits |= newMember.bits
        return (true, newMember)
    }

    /// Removes `member`'s behaviours, returning those that were in the set.
    public mutating func remove(
        _ member: TableColumnCustomizationBehavior.Element
    ) -> TableColumnCustomizationBehavior.Element? {
        let removed = bits & member.bits
        bits &= ~member.bits
        return removed == 0 ? nil : TableColumnCustomizationBehavior(bits: removed)
    }

    /// Adds `newMember`'s behaviours, returning those that were already in the set.
    public mutating func update(
        with newMember: TableColumnCustomizationBehavior.Element
    ) -> TableColumnCustomizationBehavior.Element? {
        let present = bits & newMember.bits
        bits |= newMember.bits
        return present == 0 ? nil : TableColumnCustomizationBehavior(bits: present)
    }

    /// Adds the other set's behaviours.
    public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { bits |= other.bits }

    /// Keeps only the behaviours in both sets.
    public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) { bits &= other.bits }

    /// Keeps the behaviours in one set but not both.
    public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) {
        bits ^= other.bits
    }

    /// Whether two sets hold the same behaviours.
    public static func == (a: TableColumnCustomizationBehavior, b: TableColumnCustomizationBehavior) -> Bool {
        a.bits == b.bits
    }
}
