// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A description of a file that is sent with a file transfer representation.
public struct SentTransferredFile: Sendable {
    /// The URL of the file.
    public let file: URL
    /// Whether the receiver may access the original file.
    public let allowAccessingOriginalFile: Bool

    /// Creates a description of a file to send.
    ///
    /// - Parameters:
    ///   - file: The URL of the file.
    ///   - allowAccessingOriginalFile: Whether the receiver may access the original file.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}
