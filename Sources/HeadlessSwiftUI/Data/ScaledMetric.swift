// ViewLifecycle · HeadlessSwiftUI

/// A dynamic property that scales a numeric value.
///
/// The value is scaled by the environment's `dynamicTypeSize` as its text style (body unless
/// `relativeTo:` names one) is: by the style's point size at that size over its point size at
/// `.large`, from `Font.TextStyle.pointSizes` (Apple's Human Interface Guidelines, Typography).
@propertyWrapper public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox<DynamicTypeSize>()

    /// Creates the scaled metric with an unscaled value using the default scaling.
    public init(wrappedValue: Value) {
        baseValue = wrappedValue
        textStyle = .body
    }

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value {
        let size = box.value ?? .large
        return baseValue * Value(textStyle.pointSize(at: size)) / Value(textStyle.pointSize(at: .large))
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
        guard let other = other as? ScaledMetric<Value> else { return false }
        return other.baseValue == baseValue && other.textStyle == textStyle
    }
}
