// ViewLifecycle · HeadlessSwiftUI

/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// One bit a trait.
    var bits: UInt64

    /// The set of the traits whose bits are set.
    init(bits: UInt64) {
        self.bits = bits
    }

    /// An empty set of traits.
    public init() {
        self.init(bits: 0)
    }

    /// The members of either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits | other.bits)
    }

    /// Adds the members of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) {
        bits |= other.bits
    }

    /// The members of both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }

    /// Keeps only the members also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) {
        bits &= other.bits
    }

    /// The members of exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }

    /// Keeps the members of exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        bits ^= other.bits
    }

    /// Whether every member of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool {
        bits & member.bits == member.bits
    }

    /// Adds `newMember`; whether it was missing, and the member now in the set.
    public mutating func insert(
        _ newMember: AccessibilityTraits
    ) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        if contains(newMember) { return (false, intersection(newMember)) }
        formUnion(newMember)
        return (true, newMember)
    }

    /// Removes `member`; the members it removed, or `nil` when none were in the set.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }

    /// Adds `newMember`; the members that were already in the set, or `nil`.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        formUnion(newMember)
        return existing.bits == 0 ? nil : existing
    }

    /// Whether the two sets have the same members.
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool {
        a.bits == b.bits
    }

    /// A set's element is a set.
    public typealias ArrayLiteralElement = AccessibilityTraits
    /// A set's element is a set.
    public typealias Element = AccessibilityTraits

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
}
