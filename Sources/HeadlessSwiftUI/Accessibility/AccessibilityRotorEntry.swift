// ViewLifecycle · HeadlessSwiftUI

/// A struct representing an entry in an Accessibility Rotor.
///
/// Headlessly it keeps what it was given: its label, the identifier of the view it moves to,
/// the namespace, the text range, and the preparation (run only by a test).
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityRotorEntry<ID> where ID: Hashable {
    /// The entry's label, empty when it has none.
    let label: String
    /// The identifier of the view the entry moves to, or `nil` for a text-range entry.
    let id: ID?
    /// The namespace the identifier is in, when given.
    let namespace: Namespace.ID?
    /// The range of text the entry marks, when given.
    let textRange: Range<String.Index>?
    /// Runs before the rotor moves to the entry.
    let prepare: () -> Void

    /// Every field, as given.
    init(
        label: String, id: ID?, namespace: Namespace.ID?, textRange: Range<String.Index>?,
        prepare: @escaping () -> Void
    ) {
        self.label = label
        self.id = id
        self.namespace = namespace
        self.textRange = textRange
        self.prepare = prepare
    }

    /// Creates a new entry with a label and the identifier of the view to move to.
    public init(
        _ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: label.string, id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry with a label and the identifier, in a namespace, of the view to move to.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: label.string, id: id, namespace: namespace, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry marking a range of text, with an optional label.
    public init(
        _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
    ) where ID == Never {
        self.init(label: label?.string ?? "", id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry with a localized label and the identifier of the view to move to.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry with a label and the identifier of the view to move to.
    @_disfavoredOverload public init<L>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
    ) where L: StringProtocol {
        self.init(label: String(label), id: id, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry with a localized label and the identifier, in a namespace, of the view
    /// to move to.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
        textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
    ) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry with a label and the identifier, in a namespace, of the view to move to.
    @_disfavoredOverload public init<L>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) where L: StringProtocol {
        self.init(label: String(label), id: id, namespace: namespace, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry marking a range of text, with a localized label.
    public init(
        _ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
    ) {
        self.init(
            label: Text(labelKey).string, id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }

    /// Creates a new entry marking a range of text, with a label.
    @_disfavoredOverload public init<L>(
        _ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}
    ) where ID == Never, L: StringProtocol {
        self.init(label: String(label), id: nil, namespace: nil, textRange: textRange, prepare: prepare)
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityRotorEntry: AccessibilityRotorContent, PrimitiveRotorContent {
    /// An entry has no body of its own.
    public typealias Body = Never

    /// An entry has no body of its own.
    public var body: Never { return fatalError("body of AccessibilityRotorEntry should not be called") }

    var entryLabels: [String] { [label] }
}
