// ViewLifecycle · HeadlessSwiftUI

/// Wraps a picker's options: after each update of them it checks the selection against their
/// tags and prints SwiftUI's warning when none matches.
struct _PickerContentModifier<SelectionValue: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let selection: Binding<SelectionValue>

    func update(_ node: ViewNode, graph: ViewGraph) {
        let value = selection.wrappedValue
        let options = PickerOption.options(under: node)
        guard !options.contains(where: { $0.tag == AnyHashable(value) }) else { return }
        SwiftUIRuntime.current.warn(
            "Picker: the selection \"\(value)\" is invalid and does not have an associated tag, this will give undefined results."
        )
    }
}
