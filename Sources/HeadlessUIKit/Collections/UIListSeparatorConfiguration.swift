// ViewLifecycle · HeadlessUIKit

/// How a list draws the separators between its rows: visibility, insets, colours and effect, kept as
/// set (the headless screen draws none).
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether the separator above a row shows.
    public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
    /// Whether the separator below a row shows.
    public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
    /// The insets that mean "the list's own": UIKit's sentinel, all edges `.greatestFiniteMagnitude`.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)
    /// The insets of the separator above a row.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below a row.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour; the system separator colour unless set.
    public var color: UIColor = .separator
    /// The colour of separators between selected rows; the separator colour unless set.
    public var multipleSelectionColor: UIColor = .separator
    /// The visual effect the separators draw with.
    @available(iOS 15.0, *)
    public var visualEffect: UIVisualEffect?

    /// A configuration at the defaults (what the generated code makes).
    package init() {}

    /// Creates the separators of a list of `listAppearance`: the same defaults for every appearance
    /// headlessly.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UIListSeparatorConfiguration: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The type and its visibilities and colour.
    public var description: String {
        ConfigurationDescription.text("UIListSeparatorConfiguration", describedFields)
    }

    /// The same as `description`.
    public var debugDescription: String { description }

    /// A mirror of the visibilities and colour.
    public var customMirror: Mirror { ConfigurationDescription.mirror(self, describedFields) }

    /// The fields `description` shows.
    private var describedFields: KeyValuePairs<String, Any?> {
        [
            "topSeparatorVisibility": topSeparatorVisibility,
            "bottomSeparatorVisibility": bottomSeparatorVisibility, "color": color,
        ]
    }
}
