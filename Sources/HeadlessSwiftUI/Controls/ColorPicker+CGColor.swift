// ViewLifecycle · HeadlessSwiftUI

extension ColorPicker {
    /// A color picker over a `CGColor`: the same picker as the `Color` form, through a binding
    /// that converts each way (a chosen color is resolved in the default environment).
    @available(iOS 14.0, macOS 11.0, *)
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Self.colorBinding(selection), supportsOpacity: supportsOpacity, label: label)
    }

    /// `selection` as a binding to a `Color`.
    static func colorBinding(_ selection: Binding<CGColor>) -> Binding<Color> {
        Binding(
            get: { Color(cgColor: selection.wrappedValue) },
            set: { selection.wrappedValue = $0.resolve(in: EnvironmentValues()).cgColor })
    }
}

@available(iOS 14.0, macOS 11.0, *)
extension ColorPicker where Label == Text {
    /// A color picker over a `CGColor` with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: Self.colorBinding(selection), supportsOpacity: supportsOpacity) {
            Text(titleKey)
        }
    }

    /// A color picker over a `CGColor` with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true)
    where S: StringProtocol {
        self.init(selection: Self.colorBinding(selection), supportsOpacity: supportsOpacity) { Text(title) }
    }
}
