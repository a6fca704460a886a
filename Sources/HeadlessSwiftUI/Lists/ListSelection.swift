// ViewLifecycle · HeadlessSwiftUI

/// A list's selection binding, whatever its value type and whether it holds one row or a set,
/// so rows can read and change it.
@MainActor
package struct ListSelection {
    /// Whether the row tagged `tag` is selected.
    package let isSelected: (AnyHashable) -> Bool
    /// Selects the row tagged `tag`, as a tap does (a set toggles it).
    package let select: (AnyHashable) -> Void
    /// Clears the selection, as popping back to a collapsed split view's sidebar does.
    let clear: () -> Void
    /// Whether any row is selected.
    let hasValue: () -> Bool

    /// The selection of a list that selects one row, if the list has a selection binding.
    init?<Value: Hashable>(single binding: Binding<Value?>?) {
        guard let binding else { return nil }
        isSelected = { tag in binding.wrappedValue.map { AnyHashable($0) } == tag }
        select = { tag in
            if let value = tag.base as? Value { binding.wrappedValue = value }
        }
        clear = { binding.wrappedValue = nil }
        hasValue = { binding.wrappedValue != nil }
    }

    /// The selection of a list that selects several rows, if the list has a selection binding.
    init?<Value: Hashable>(multiple binding: Binding<Set<Value>>?) {
        guard let binding else { return nil }
        isSelected = { tag in
            guard let value = tag.base as? Value else { return false }
            return binding.wrappedValue.contains(value)
        }
        select = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
        clear = { binding.wrappedValue = [] }
        hasValue = { !binding.wrappedValue.isEmpty }
    }
}
