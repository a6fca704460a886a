// ViewLifecycle · HeadlessSwiftUI

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values.
    public static var columns: ColumnsFormStyle { .init() }
}
