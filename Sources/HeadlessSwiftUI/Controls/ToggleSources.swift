// ViewLifecycle · HeadlessSwiftUI

/// The one binding a `Toggle(sources:isOn:)` shows: on when every source is on (and there is at
/// least one), and writing it sets every source, as a "select all" switch does.
enum ToggleSources {
    /// The combined binding over the sources' bindings at `isOn`.
    static func binding<C>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool>
    where C: RandomAccessCollection {
        let bindings = sources.map { $0[keyPath: isOn] }
        return Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { newValue in
                for binding in bindings { binding.wrappedValue = newValue }
            })
    }
}
