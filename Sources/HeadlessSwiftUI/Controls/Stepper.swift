// ViewLifecycle · HeadlessSwiftUI

/// A control that performs increment and decrement actions.
///
/// The label is a child; on screen `Stepper "label": value` (no value for the action forms),
/// which `Headless.increment`/`decrement` step and `Headless.setValue` sets (within bounds).
public struct Stepper<Label>: View where Label: View {
    package let adjustable: AdjustableValue?
    package let onIncrement: (() -> Void)?
    package let onDecrement: (() -> Void)?
    package let onEditingChanged: (Bool) -> Void
    let label: Label

    init(
        adjustable: AdjustableValue?, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void, label: Label
    ) {
        self.adjustable = adjustable
        self.onIncrement = onIncrement ?? adjustable?.increment
        self.onDecrement = onDecrement ?? adjustable?.decrement
        self.onEditingChanged = onEditingChanged
        self.label = label
    }

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    ///
    /// - Parameters:
    ///   - label: A view describing the purpose of this stepper.
    ///   - onIncrement: The closure to execute when the user clicks or taps the control's plus
    ///     button.
    ///   - onDecrement: The closure to execute when the user clicks or taps the control's minus
    ///     button.
    ///   - onEditingChanged: A closure called when editing begins and ends.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            adjustable: nil, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged, label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value you provide.
    ///
    /// - Parameters:
    ///   - value: The ``Binding`` to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time the user clicks or taps
    ///     the stepper's increment or decrement buttons.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            adjustable: .strideable(value, in: nil, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step
    /// value and within a range of values you provide.
    ///
    /// - Parameters:
    ///   - value: A ``Binding`` to a value that you provide.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted by the
    ///     stepper.
    ///   - step: The amount to increment or decrement the stepper when the user clicks or taps
    ///     the stepper's increment or decrement buttons, respectively.
    ///   - label: A view describing the purpose of this stepper.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            adjustable: .strideable(value, in: bounds, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: label())
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Stepper: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }
}
