// ViewLifecycle · HeadlessSwiftUI

/// A dynamic property that scales a numeric value.
///
/// The value is scaled by the environment's `dynamicTypeSize` as the body text style is: by
/// the body point size at that size over the body point size at `.large` (17), from the table
/// in `DynamicTypeSize.bodyPointSize` (Apple's Human Interface Guidelines, Typography).
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    let baseValue: Value
    let box = EnvironmentBox<DynamicTypeSize>()

    /// Creates the scaled metric with an unscaled value using the default scaling.
    public init(wrappedValue: Value) {
        baseValue = wrappedValue
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value {
        let size = box.value ?? .large
        return baseValue * Value(size.bodyPointSize) / Value(DynamicTypeSize.large.bodyPointSize)
    }
}

extension ScaledMetric: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        box.value = node.environment.dynamicTypeSize
        node.environmentReads.append(EnvironmentRead { $0.dynamicTypeSize != $1.dynamicTypeSize })
    }
}

extension ScaledMetric: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool {
        (other as? ScaledMetric<Value>)?.baseValue == baseValue
    }
}
