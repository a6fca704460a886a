// ViewLifecycle · HeadlessSwiftUI

/// A modifier that produces a preference from an anchor of its content
/// (`anchorPreference(key:value:transform:)`, `transformAnchorPreference(key:value:transform:)`),
/// resolved when the preference is read, so the anchor follows the content's latest frame.
@MainActor
protocol AnchorPreferenceModifier {
    /// Changes `value`, the value for `key` the modifier's content produced (nil: none), when the
    /// modifier is for `key`.
    func apply<K: PreferenceKey>(_ key: K.Type, at node: ViewNode, to value: inout K.Value?)
}
