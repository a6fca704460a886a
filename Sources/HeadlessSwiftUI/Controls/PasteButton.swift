// ViewLifecycle · HeadlessSwiftUI

import Foundation
import UniformTypeIdentifiers

/// A button that pastes from the pasteboard: on screen `Button "Paste"`, disabled, as a device
/// shows it while the pasteboard holds nothing of the types asked for. Headlessly it stays
/// disabled whatever `UIPasteboard.general` holds (it does not read it yet), so its action never
/// runs.
@available(iOS 16.0, macOS 10.15, *)
@MainActor @preconcurrency
public struct PasteButton: View {
    /// A paste button for items of `supportedContentTypes`.
    @available(iOS 16.0, macOS 11.0, *)
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// A paste button for `Transferable` values of `payloadType`.
    @available(iOS 16.0, macOS 13.0, *)
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) where T: Transferable {}

    /// The button, disabled.
    public var body: some View {
        Button(action: {}) { HeadlessSwiftUI.Label("Paste", systemImage: "doc.on.clipboard") }
            .disabled(true)
    }
}

/// A button that starts renaming: on screen `Button "Rename"`, which runs the `rename` action
/// in the environment, and is disabled without one (headlessly `renameAction(_:)` sets none).
@available(iOS 16.0, macOS 13.0, *)
public struct RenameButton<Label>: View where Label: View {
    @Environment(\.rename) private var rename
    let label: Label

    /// The button, labelled "Rename" with a pencil.
    public var body: some View {
        Button(action: { rename?() }) { label }
            .disabled(rename == nil)
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension RenameButton {
    /// A rename button with the system's label.
    public init() where Label == HeadlessSwiftUI.Label<Text, Image> {
        label = HeadlessSwiftUI.Label("Rename", systemImage: "pencil")
    }
}
