// ViewLifecycle · HeadlessSwiftUI

/// A control used to select a color from the system color picker UI.
///
/// The label is a child; on screen `ColorPicker "label": "red"` (the color's description),
/// which `Headless.select(_:in:)` with a `Color` sets through the latest binding. There is no
/// `CGColor` off Apple platforms, so only the `Binding<Color>` forms exist.
public struct ColorPicker<Label>: View where Label: View {
    package let selection: Binding<Color>
    /// Whether the picker offers an opacity slider; stored only (nothing is drawn).
    let supportsOpacity: Bool
    let label: Label

    /// Creates a color picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: A `Binding` to the variable that displays the selected `Color`.
    ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
    ///     adjusting the selected color's opacity; the default is `true`.
    ///   - label: A view that describes the use of the selected color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ColorPicker: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the picker.
    ///   - selection: A `Binding` to the variable that displays the selected `Color`.
    ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
    ///     adjustments to the selected color's opacity; the default is `true`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title displayed by the color picker's label.
    ///   - selection: A `Binding` to the variable that displays the selected `Color`.
    ///   - supportsOpacity: A Boolean value that indicates whether the color picker allows
    ///     adjustments to the selected color's opacity; the default is `true`.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true)
    where S: StringProtocol {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
