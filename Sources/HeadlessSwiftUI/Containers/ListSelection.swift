// ViewLifecycle · HeadlessSwiftUI

/// A list's selection binding, type-erased: whether a row's value is selected, and what a tap
/// on the row does (single: select it; multiple: add it or take it out, a guess outside edit
/// mode).
@MainActor
struct ListSelection {
    /// Whether the row whose selection value is this one is selected.
    let isSelected: (AnyHashable) -> Bool
    /// Selects (or, for a multiple selection, toggles) the row with this value.
    let select: (AnyHashable) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        isSelected = { binding.wrappedValue.map(AnyHashable.init) == $0 }
        select = { value in
            guard let value = value.base as? Value else { return }
            binding.wrappedValue = value
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        isSelected = { value in (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        select = { value in
            guard let value = value.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}
