// ViewLifecycle · HeadlessSwiftUI

/// A location at one index of a collection held by another location: what a binding's element
/// binding reads and writes (`ForEach($items)`).
final class IndexLocation<Base: MutableCollection>: Location<Base.Element>, @unchecked Sendable {
    private let base: Location<Base>
    private let index: Base.Index

    init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> Base.Element { base.get()[index] }
    override func set(_ value: Base.Element, transaction: Transaction) {
        var whole = base.get()
        whole[index] = value
        base.set(whole, transaction: transaction)
    }
    override func isSameLocation(as other: Location<Base.Element>) -> Bool {
        guard let other = other as? IndexLocation<Base> else { return false }
        return other.index == index && other.base.isSameLocation(as: base)
    }
}
