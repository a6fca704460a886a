// ViewLifecycle · HeadlessSwiftUI

extension EnvironmentValues {
    /// The size of content: `dynamicTypeSize` under its older name, read and written through it
    /// (the two enumerations list the same sizes in the same order).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get {
            let position = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
            return ContentSizeCategory.allCases[position]
        }
        set {
            let position = ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3
            dynamicTypeSize = DynamicTypeSize.allCases[position]
        }
    }
}
