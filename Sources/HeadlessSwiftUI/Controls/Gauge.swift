// ViewLifecycle · HeadlessSwiftUI

/// A view that shows a value within a range.
///
/// Headlessly the gauge shows its labels, in declaration order, and keeps its value as a
/// fraction of its bounds; the bar or dial itself is only drawn.
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>: View
where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    /// A custom gauge style's body maker from the environment; nil under a built-in style.
    @Environment(\.gaugeStyleBody) private var styleBody

    init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
        minimum: BoundsLabel?, maximum: BoundsLabel?, marked: MarkedValueLabels?
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        markedValueLabels = marked
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and
    /// current value.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where
        CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView,
        V: BinaryFloatingPoint
    {
        self.init(
            value: value, in: bounds, label: label(), current: nil, minimum: nil, maximum: nil, marked: nil)
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and
    /// current value.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: nil,
            maximum: nil,
            marked: nil)
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with labels for the range's bounds.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label(), current: currentValueLabel(),
            minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), marked: nil)
    }

    /// Creates a gauge representing a value within a range, with marked values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: nil,
            maximum: nil,
            marked: markedValueLabels())
    }

    /// Creates a gauge representing a value within a range, with bound labels and marked
    /// values.
    public init<V>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) where V: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label(), current: currentValueLabel(),
            minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), marked: markedValueLabels())
    }

    /// The gauge's labels, in declaration order (the gauge itself is only drawn), or the body a
    /// custom `GaugeStyle` above builds from them.
    public var body: some View {
        if let makeBody = styleBody {
            makeBody(configuration).modifier(_GaugeStyleModifier(makeBody: nil))
        } else {
            builtinBody
        }
    }

    /// The labels in declaration order.
    private var builtinBody: some View {
        VStack(alignment: .leading) {
            label
            currentValueLabel
            minimumValueLabel
            maximumValueLabel
            markedValueLabels
        }
    }
}
