// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The string columns of `NSObject` rows sorted by a `SortDescriptor`, as Apple declares them.
// Apple's default comparator is `.localizedStandard`, which Foundation on Linux lacks; `.lexical`
// stands in.

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    /// Creates a column sorted by a `String` property with a string comparator, with a localized
    /// title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator), content: content)
    }

    /// Creates a column sorted by a `String` property with a string comparator, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator), content: content)
    }

    /// Creates a column sorted by a `String` property with a string comparator, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: text, comparator: SortDescriptor(value.sendableForComparator, comparator: comparator),
            content: content)
    }

    /// Creates a column sorted by a `String?` property with a string comparator, with a localized
    /// title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
        comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator), content: content)
    }

    /// Creates a column sorted by a `String?` property with a string comparator, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator), content: content)
    }

    /// Creates a column sorted by a `String?` property with a string comparator, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .lexical,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: text, comparator: SortDescriptor(value.sendableForComparator, comparator: comparator),
            content: content)
    }

    /// Creates a column that shows, and sorts by, a string property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: Text(titleKey),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator)
        ) { Text($0[keyPath: value]) }
    }

    /// Creates a column that shows, and sorts by, a string property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text, S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: SortDescriptor(value.sendableForComparator, comparator: comparator)
        ) { Text($0[keyPath: value]) }
    }

    /// Creates a column that shows, and sorts by, a string property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: text, comparator: SortDescriptor(value.sendableForComparator, comparator: comparator)
        ) { Text($0[keyPath: value]) }
    }
}
