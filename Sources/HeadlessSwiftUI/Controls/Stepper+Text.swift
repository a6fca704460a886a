// ViewLifecycle · HeadlessSwiftUI

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide when the
    /// user clicks or taps the stepper's increment and decrement buttons.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the stepper's localized title.
    ///   - onIncrement: The closure to execute when the user taps the plus button.
    ///   - onDecrement: The closure to execute when the user taps the minus button.
    ///   - onEditingChanged: A closure called when editing begins and ends.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            adjustable: nil, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged, label: Text(titleKey))
    }

    /// Creates a stepper using a title string and that executes closures you provide when the
    /// user clicks or taps the stepper's increment or decrement buttons.
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - onIncrement: The closure to execute when the user taps the plus button.
    ///   - onDecrement: The closure to execute when the user taps the minus button.
    ///   - onEditingChanged: A closure called when editing begins and ends.
    @_disfavoredOverload
    public init<S>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol {
        self.init(
            adjustable: nil, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged, label: Text(title))
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the stepper's localized title.
    ///   - value: A ``Binding`` to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            adjustable: .strideable(value, in: nil, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: Text(titleKey))
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to a
    /// value and step amount you provide.
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - value: The ``Binding`` to a value that you provide.
    ///   - step: The amount to increment or decrement `value` each time.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        self.init(
            adjustable: .strideable(value, in: nil, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: Text(title))
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the stepper's localized title.
    ///   - value: A ``Binding`` to a value that you provide.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted.
    ///   - step: The amount to increment or decrement `value` each time.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(
            adjustable: .strideable(value, in: bounds, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: Text(titleKey))
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide.
    ///
    /// - Parameters:
    ///   - title: A string describing the purpose of the stepper.
    ///   - value: A ``Binding`` to a value that you provide.
    ///   - bounds: A closed range that describes the upper and lower bounds permitted.
    ///   - step: The amount to increment or decrement `value` each time.
    ///   - onEditingChanged: A closure that's called when editing begins and ends.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: Strideable {
        self.init(
            adjustable: .strideable(value, in: bounds, step: step), onIncrement: nil, onDecrement: nil,
            onEditingChanged: onEditingChanged, label: Text(title))
    }
}
