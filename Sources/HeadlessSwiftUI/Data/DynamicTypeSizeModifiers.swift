// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// - Parameter size: The size to set for this view.
    /// - Returns: A view that sets the Dynamic Type size to the specified `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size within the view to the given range.
    ///
    /// - Parameter range: The range of sizes that are allowed in this view.
    /// - Returns: A view that constrains the Dynamic Type size of this view within the specified `range`.
    public func dynamicTypeSize<T>(_ range: T) -> some View
    where T: RangeExpression, T.Bound == DynamicTypeSize {
        modifier(
            _DynamicTypeSizeClampModifier(clamp: { size in
                if range.contains(size) { return size }
                let all = DynamicTypeSize.allCases
                return all.last { $0 < size && range.contains($0) } ?? all.first { range.contains($0) }
                    ?? size
            }))
    }

    /// Sets this view's color scheme.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// The modifier behind `dynamicTypeSize(_:)` with a range: clamps the size below it.
struct _DynamicTypeSizeClampModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var clamp: (DynamicTypeSize) -> DynamicTypeSize

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        let size = clamp(environment.dynamicTypeSize)
        if let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent),
            previous.dynamicTypeSize == size
        {
            return previous
        }
        var result = environment
        result.dynamicTypeSize = size
        node.childEnvironment = result
        node.childEnvironmentParent = node.environment
        return result
    }
}
