// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The columns of `NSObject` rows sorted by a `SortDescriptor` of one property, as Apple declares
// them: one set of three labels (title key, title, text) per property type. Headlessly the
// descriptor is kept for a header tap; the cell is the content closure's.

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    /// Creates a column sorted by a `Bool` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey),
            comparator: SortDescriptor(value.appending(path: \Bool.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Bool` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: SortDescriptor(value.appending(path: \Bool.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Bool` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: text,
            comparator: SortDescriptor(value.appending(path: \Bool.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Bool?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey),
            comparator: SortDescriptor(value.appending(path: \Bool?.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Bool?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title),
            comparator: SortDescriptor(value.appending(path: \Bool?.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Bool?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: text,
            comparator: SortDescriptor(value.appending(path: \Bool?.headlessSortKey).sendableForComparator),
            content: content)
    }

    /// Creates a column sorted by a `Double` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Double` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Double` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Double?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Double?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Double?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Float?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int8?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int16?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int32?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int64?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Int?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt8?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt16?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt32?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt64?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UInt?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `Date?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID?` property, with a localized title key.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID?` property, with a title.
    @_disfavoredOverload
    public init<S>(
        _ title: S, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where S: StringProtocol {
        self.init(
            label: Text(title), comparator: SortDescriptor(value.sendableForComparator), content: content)
    }

    /// Creates a column sorted by a `UUID?` property, with a text label.
    @available(iOS 16.6, macOS 13.5, *)
    public init(
        _ text: Text, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: SortDescriptor(value.sendableForComparator), content: content)
    }
}

extension Bool {
    /// The value a sort descriptor orders a `Bool` column by: `false` before `true`.
    var headlessSortKey: Int { self ? 1 : 0 }
}

extension Optional where Wrapped == Bool {
    /// The value a sort descriptor orders a `Bool?` column by: `nil` first, then `false`, `true`.
    var headlessSortKey: Int? { map { $0 ? 1 : 0 } }
}
