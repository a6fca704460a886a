// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension AdjustableValue {
    /// `base` with its value read through `format` (a stepper's formatted forms).
    static func formatted<F: FormatStyle>(
        _ base: AdjustableValue, _ value: Binding<F.FormatInput>, _ format: F
    )
        -> AdjustableValue where F.FormatOutput == String
    {
        AdjustableValue(
            text: { format.format(value.wrappedValue) }, increment: base.increment, decrement: base.decrement,
            set: base.set)
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension Stepper {
    /// A stepper over a formatted value, stepped as `init(value:step:label:onEditingChanged:)`
    /// steps it; on screen the value reads through `format`.
    public init<F>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            adjustable: .formatted(.strideable(value, in: nil, step: step), value, format), onIncrement: nil,
            onDecrement: nil, onEditingChanged: onEditingChanged, label: label())
    }

    /// A stepper over a formatted value within `bounds`, stepped as
    /// `init(value:in:step:label:onEditingChanged:)` steps it; on screen the value reads
    /// through `format`.
    public init<F>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            adjustable: .formatted(.strideable(value, in: bounds, step: step), value, format),
            onIncrement: nil,
            onDecrement: nil, onEditingChanged: onEditingChanged, label: label())
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension Stepper where Label == Text {
    /// A titled stepper over a formatted value; on screen the value reads through `format`.
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over a formatted value; on screen the value reads through `format`.
    @_disfavoredOverload
    public init<S, F>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where
        S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint,
        F.FormatOutput == String
    {
        self.init(
            value: value, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over a formatted value within `bounds`; on screen the value reads
    /// through `format`.
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// A titled stepper over a formatted value within `bounds`; on screen the value reads
    /// through `format`.
    @_disfavoredOverload
    public init<S, F>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where
        S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint,
        F.FormatOutput == String
    {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    /// The trailing-label form of `init(label:onIncrement:onDecrement:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @available(
        macOS, deprecated: 100000.0, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
    )
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// The trailing-label form of `init(value:step:label:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V: Strideable {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// The trailing-label form of `init(value:in:step:label:onEditingChanged:)`.
    @available(iOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @available(macOS, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V: Strideable {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}
