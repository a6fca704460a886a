// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A description of a file that was received with a file transfer representation.
public struct ReceivedTransferredFile: Sendable {
    /// The URL of the received file.
    public let file: URL
    /// Whether the file is the original one rather than a copy.
    public let isOriginalFile: Bool
}
