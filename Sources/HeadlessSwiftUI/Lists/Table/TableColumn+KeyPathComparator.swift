// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a column sorted by a comparable property, with a localized title key.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V: Comparable {
        self.init(
            label: Text(titleKey), comparator: KeyPathComparator(value.sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a comparable property, with a title.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol, V: Comparable {
        self.init(
            label: Text(title), comparator: KeyPathComparator(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a comparable property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init<V>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V: Comparable {
        self.init(label: text, comparator: KeyPathComparator(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a property with a comparator, with a localized title key.
    public init<V, C>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(
            label: Text(titleKey),
            comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator),
            content: content)
    }

    /// Creates a column sorted by a property with a comparator, with a title.
    @_disfavoredOverload
    public init<S, V, C>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol, V == C.Compared, C: SortComparator {
        self.init(
            label: Text(title),
            comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator),
            content: content)
    }

    /// Creates a column sorted by a property with a comparator, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init<V, C>(
        _ text: Text, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(
            label: text, comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator),
            content: content)
    }

    // Apple's default comparator is `.localizedStandard`, which Foundation on Linux lacks;
    // `.lexical` stands in (the comparator is only kept: a compact table cannot sort).

    /// Creates a column that shows, and sorts by, a string property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
        comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: Text(titleKey),
            comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator)
        ) {
            Text($0[keyPath: value])
        }
    }

    /// Creates a column that shows, and sorts by, a string property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text, S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator)
        ) {
            Text($0[keyPath: value])
        }
    }

    /// Creates a column that shows, and sorts by, a string property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical
    ) where Content == Text {
        self.init(
            label: text, comparator: KeyPathComparator(value.sendableForComparator, comparator: comparator)
        ) {
            Text($0[keyPath: value])
        }
    }
}
