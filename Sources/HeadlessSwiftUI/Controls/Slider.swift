// ViewLifecycle · HeadlessSwiftUI

/// A control for selecting a value from a bounded linear range of values.
///
/// The label and value labels are children; on screen `Slider "label": value`, which
/// `Headless.setValue` sets (clamped to the bounds, snapped to the step) and `increment`/
/// `decrement` move by a step (a tenth of the range without one).
public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    package let adjustable: AdjustableValue
    package let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - label: A `View` that describes the purpose of the instance.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            adjustable: .floating(value, in: bounds, step: nil), onEditingChanged: onEditingChanged,
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels; `step` is the distance between each valid value, and the
    /// other parameters are those of the form without it.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            adjustable: .floating(value, in: bounds, step: step), onEditingChanged: onEditingChanged,
            label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values. Defaults to `0...1`.
    ///   - label: A `View` that describes the purpose of the instance.
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`.
    ///   - onEditingChanged: A callback for when editing begins and ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, onEditingChanged: onEditingChanged,
            minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), label: label)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which
    /// displays the provided labels; `step` is the distance between each valid value, and the
    /// other parameters are those of the form without it.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, onEditingChanged: onEditingChanged,
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label)
    }

    /// The one initializer the public ones funnel into.
    init(
        adjustable: AdjustableValue, onEditingChanged: @escaping (Bool) -> Void, label: Label,
        minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) {
        self.adjustable = adjustable
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Slider: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.index(0), label)
        if let minimumValueLabel, let maximumValueLabel {
            list.append(.index(1), minimumValueLabel.modifier(_LabelIconModifier()))
            list.append(.index(2), maximumValueLabel.modifier(_LabelIconModifier()))
        }
    }
}
