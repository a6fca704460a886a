// ViewLifecycle · HeadlessSwiftUI

/// Accessibility technologies available to the system.
///
/// Headlessly it is a plain set: no technology runs, so none is ever active.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    /// One bit a technology.
    var bits: UInt8

    /// The set of the technologies whose bits are set.
    init(bits: UInt8) {
        self.bits = bits
    }

    /// The value that represents a VoiceOver screen reader, allowing use of the system without
    /// seeing the screen visually.
    nonisolated(unsafe) public static var voiceOver = AccessibilityTechnologies(bits: 1 << 0)

    /// The value that represents a Switch Control, allowing the use of the entire system using
    /// controller buttons, a breath-controlled switch or similar hardware.
    nonisolated(unsafe) public static var switchControl = AccessibilityTechnologies(bits: 1 << 1)

    /// An empty set of technologies.
    public init() {
        self.init(bits: 0)
    }

    /// The members of either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits | other.bits)
    }

    /// Adds the members of `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) {
        bits |= other.bits
    }

    /// The members of both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits & other.bits)
    }

    /// Keeps only the members also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) {
        bits &= other.bits
    }

    /// The members of exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(bits: bits ^ other.bits)
    }

    /// Keeps the members of exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) {
        bits ^= other.bits
    }

    /// Whether every member of `member` is in this set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool {
        bits & member.bits == member.bits
    }

    /// Adds `newMember`; whether it was missing, and the member now in the set.
    public mutating func insert(
        _ newMember: AccessibilityTechnologies
    ) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        if contains(newMember) { return (false, intersection(newMember)) }
        formUnion(newMember)
        return (true, newMember)
    }

    /// Removes `member`; the members it removed, or `nil` when none were in the set.
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let removed = intersection(member)
        bits &= ~member.bits
        return removed.bits == 0 ? nil : removed
    }

    /// Adds `newMember`; the members that were already in the set, or `nil`.
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let existing = intersection(newMember)
        formUnion(newMember)
        return existing.bits == 0 ? nil : existing
    }

    /// Whether the two sets have the same members.
    public static func == (a: AccessibilityTechnologies, b: AccessibilityTechnologies) -> Bool {
        a.bits == b.bits
    }

    /// A set's element is a set.
    public typealias ArrayLiteralElement = AccessibilityTechnologies
    /// A set's element is a set.
    public typealias Element = AccessibilityTechnologies
}
