// ViewLifecycle · HeadlessSwiftUI

/// How a stepper or slider reads and moves its value, built from its binding at init so the
/// control stores no generic value type: the value's text, a step up and down, and a set from a
/// `Double` (clamped to the bounds, as a drag or taps stop at the ends).
package struct AdjustableValue {
    /// The value as VoiceOver reads it.
    package let text: () -> String
    package let increment: () -> Void
    package let decrement: () -> Void
    /// Sets the value from a number; `nil` when the value type cannot be made from a `Double`.
    package let set: ((Double) -> Void)?

    /// A strideable value stepped by `step` within `bounds` (if any).
    static func strideable<V: Strideable>(
        _ value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride
    ) -> AdjustableValue {
        func clamped(_ v: V) -> V {
            guard let bounds else { return v }
            return min(max(v, bounds.lowerBound), bounds.upperBound)
        }
        return AdjustableValue(
            text: { "\(value.wrappedValue)" },
            increment: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) },
            decrement: { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) },
            set: { number in
                if let converted = convert(number, to: V.self) { value.wrappedValue = clamped(converted) }
            })
    }

    /// A floating-point value within `bounds`, snapped to `step` from the lower bound when given.
    static func floating<V: BinaryFloatingPoint>(
        _ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?
    ) -> AdjustableValue where V.Stride: BinaryFloatingPoint {
        func fitted(_ v: V) -> V {
            var result = min(max(v, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                let steps = ((result - bounds.lowerBound) / V(step)).rounded()
                result = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            return result
        }
        let unit = step.map { V($0) } ?? (bounds.upperBound - bounds.lowerBound) / 10
        return AdjustableValue(
            text: { "\(value.wrappedValue)" },
            increment: { value.wrappedValue = fitted(value.wrappedValue + unit) },
            decrement: { value.wrappedValue = fitted(value.wrappedValue - unit) },
            set: { value.wrappedValue = fitted(V($0)) })
    }

    /// `number` as a `V` when `V` is an integer or floating-point type.
    private static func convert<V>(_ number: Double, to type: V.Type) -> V? {
        if let integer = type as? any BinaryInteger.Type {
            return integer.init(exactly: number.rounded()) as? V
        }
        if let floating = type as? any BinaryFloatingPoint.Type {
            return floating.init(number) as? V
        }
        return nil
    }
}
