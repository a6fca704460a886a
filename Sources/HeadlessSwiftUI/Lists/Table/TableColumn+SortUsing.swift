// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// Creates a column sorted by a comparator of whole rows, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// Creates a column sorted by a comparator of whole rows, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(label: Text(title), comparator: comparator, content: content)
    }

    /// Creates a column sorted by a comparator of whole rows, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: comparator, content: content)
    }
}
