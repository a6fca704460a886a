// ViewLifecycle · HeadlessSwiftUI

/// A view that shows the progress toward completion of a task.
///
/// On screen `ProgressView "label": 50%` (the fraction completed, rounded), or `in progress`
/// when indeterminate.
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    /// The fraction completed, from 0 to 1, or `nil` when indeterminate.
    package let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a label and a current
    /// value label.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task to this point, in a range of `0.0` to
    ///     `total`, or `nil` to show indeterminate progress.
    ///   - total: The full amount representing the complete scope of the task.
    ///   - label: A view builder that creates a view that describes the task in progress.
    ///   - currentValueLabel: A view builder that creates a view that describes the level of
    ///     completed progress of the task.
    public init<V>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) where V: BinaryFloatingPoint {
        self.init(
            fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// The completed fraction, clamped to 0...1, as SwiftUI draws an out-of-range value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value / total), 0), 1)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ProgressView: PrimitiveView {
    /// The labels, or the body a custom style in the environment builds from them (with the
    /// built-in style below that body, so a `ProgressView` it makes does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[ProgressViewStyleKey.self] {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(content: $0) },
                currentValueLabel: currentValueLabel.map { .init(content: $0) })
            list.append(.content, makeBody(configuration).modifier(_ProgressViewStyleModifier(makeBody: nil)))
            return
        }
        if let label { list.append(.index(0), label) }
        if let currentValueLabel { list.append(.index(1), currentValueLabel) }
    }
}
