// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column with a localized title key and a cell for each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a title and a cell for each row.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
    where S: StringProtocol {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label and a cell for each row.
    @available(iOS 16.6, macOS 13.5, *)
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }

    /// Creates an unsortable column that shows a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// Creates an unsortable column that shows a string property of each row.
    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text, S: StringProtocol {
        self.init(label: Text(title), comparator: nil) { Text($0[keyPath: value]) }
    }

    /// Creates an unsortable column that shows a string property of each row.
    @available(iOS 16.6, macOS 13.5, *)
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, comparator: nil) { Text($0[keyPath: value]) }
    }
}
