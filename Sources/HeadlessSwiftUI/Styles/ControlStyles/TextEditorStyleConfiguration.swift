// ViewLifecycle · HeadlessSwiftUI

/// The properties of a text editor, which iOS 17 does not expose.
@available(iOS 17.0, macOS 14.0, *)
public struct TextEditorStyleConfiguration {}

@available(*, unavailable)
extension TextEditorStyleConfiguration: Sendable {}
