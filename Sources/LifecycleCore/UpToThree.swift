// ViewLifecycle · LifecycleCore

/// At most three elements, stored inline and kept in the order appended.
///
/// One raw callback produces at most a synthesized `load`, a synthesized `will` and the event
/// itself, so the balancer's events and the relay's deliveries fit in three slots and no
/// callback allocates. Inlinable, so it is specialized where it is used, in any module.
@frozen
public struct UpToThree<Element>: RandomAccessCollection {
    @usableFromInline var slots: (Element, Element, Element)
    @usableFromInline var storedCount = 0

    /// Creates an empty collection whose unused slots hold `placeholder`, never read.
    ///
    /// - Parameter placeholder: Any value of the element type.
    @inlinable
    public init(placeholder: Element) {
        slots = (placeholder, placeholder, placeholder)
    }

    /// The position of the first element.
    @inlinable public var startIndex: Int { 0 }

    /// The position one past the last element.
    @inlinable public var endIndex: Int { storedCount }

    /// The element at `position`, which must be less than ``endIndex``.
    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < storedCount, "Index out of range")
        switch position {
        case 0: return slots.0
        case 1: return slots.1
        default: return slots.2
        }
    }

    /// Adds `element` after the others.
    ///
    /// - Parameter element: The element.
    /// - Precondition: Fewer than three elements are stored.
    @inlinable
    public mutating func append(_ element: Element) {
        switch storedCount {
        case 0: slots.0 = element
        case 1: slots.1 = element
        case 2: slots.2 = element
        default: preconditionFailure("A raw callback never produces more than three events")
        }
        storedCount += 1
    }
}

extension UpToThree: Sendable where Element: Sendable {}
