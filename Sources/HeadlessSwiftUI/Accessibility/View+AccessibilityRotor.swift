// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The accessibility rotors made from arrays and text ranges (iOS 15): stored only, as there is no
// VoiceOver rotor headlessly; the rotor's entries are the views' own elements, which the screen
// text shows in order. The builder forms (`AccessibilityRotorContent`) are not mirrored.
@available(iOS 15.0, tvOS 15.0, *)
extension View {
    /// Creates an accessibility rotor over the given entries, labelled by `entryLabel` (stored only).
    public func accessibilityRotor<EntryModel>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryLabel:)")
    }

    /// Creates an accessibility rotor over the given entries, identified by `entryID` (stored only).
    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryID:entryLabel:)")
    }

    /// Creates an accessibility rotor over ranges of the view's text (stored only).
    public func accessibilityRotor(_ rotorLabel: Text, textRanges: [Range<String.Index>]) -> some View {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:textRanges:)")
    }

    /// Creates an accessibility rotor over the given entries, labelled by `entryLabel` (stored only).
    public func accessibilityRotor<EntryModel>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryLabel:)")
    }

    /// Creates an accessibility rotor over the given entries, identified by `entryID` (stored only).
    public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryID:entryLabel:)")
    }

    /// Creates an accessibility rotor over ranges of the view's text (stored only).
    public func accessibilityRotor(
        _ rotorLabelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
    ) -> some View {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:textRanges:)")
    }

    /// Creates an accessibility rotor over the given entries, labelled by `entryLabel` (stored only).
    @_disfavoredOverload
    public func accessibilityRotor<L, EntryModel>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where L: StringProtocol, EntryModel: Identifiable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryLabel:)")
    }

    /// Creates an accessibility rotor over the given entries, identified by `entryID` (stored only).
    @_disfavoredOverload
    public func accessibilityRotor<L, EntryModel, ID>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where L: StringProtocol, ID: Hashable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryID:entryLabel:)")
    }

    /// Creates an accessibility rotor over ranges of the view's text (stored only).
    @_disfavoredOverload
    public func accessibilityRotor<L>(_ rotorLabel: L, textRanges: [Range<String.Index>]) -> some View
    where L: StringProtocol {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:textRanges:)")
    }

    /// Creates an accessibility rotor over the given entries, labelled by `entryLabel` (stored only).
    public func accessibilityRotor<EntryModel>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryLabel:)")
    }

    /// Creates an accessibility rotor over the given entries, identified by `entryID` (stored only).
    public func accessibilityRotor<EntryModel, ID>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:entries:entryID:entryLabel:)")
    }

    /// Creates an accessibility rotor over ranges of the view's text (stored only).
    public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
    ) -> some View {
        inert(.accessibilityRotor, api: "View.accessibilityRotor(_:textRanges:)")
    }
}
