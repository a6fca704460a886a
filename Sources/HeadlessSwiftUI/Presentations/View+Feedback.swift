// ViewLifecycle · HeadlessSwiftUI

// Haptics and redaction are felt or drawn only: stored inertly.
extension View {
    /// Plays the specified `feedback` when the provided `trigger` value changes.
    @inlinable public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View
    where T: Equatable {
        inert(.sensoryFeedback(feedback), api: "View.sensoryFeedback(_:trigger:)")
    }

    /// Plays the specified `feedback` when the provided `trigger` value changes and the
    /// `condition` closure returns `true`.
    @inlinable public func sensoryFeedback<T>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View where T: Equatable {
        inert(.sensoryFeedback(feedback), api: "View.sensoryFeedback(_:trigger:condition:)")
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    @inlinable public func redacted(reason: RedactionReasons) -> some View {
        inert(.redacted(reason), api: "View.redacted(reason:)")
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    @inlinable public func unredacted() -> some View { inert(.unredacted, api: "View.unredacted()") }
}
