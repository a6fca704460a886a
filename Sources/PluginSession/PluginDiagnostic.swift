// ViewLifecycle · PluginSession

/// An error the compiler reports for a plugin, at a place in a file (the protocol's diagnostic,
/// without highlights, notes or fix-its).
package struct PluginDiagnostic: Encodable, Equatable {
    /// A place in a file.
    package struct Position: Encodable, Equatable {
        /// The file's path; empty for none.
        package var fileName: String
        /// The UTF-8 offset in the file.
        package var offset: Int

        /// A place in `fileName` at `offset`.
        package init(fileName: String, offset: Int) {
            self.fileName = fileName
            self.offset = offset
        }

        /// The place `location` names.
        init(_ location: FreestandingExpansionRequest.Location) {
            self.init(fileName: location.fileName, offset: location.offset)
        }

        /// No place: the diagnostic is about the session, not the source.
        static let none = Position(fileName: "", offset: 0)
    }

    /// The message.
    package var message: String
    /// Always `error`: the package's plugins report nothing milder.
    package var severity = "error"
    /// Where the compiler reports it.
    package var position: Position
    // The protocol requires these keys; the package's plugins send none of each.
    private var highlights: [Position] = []
    private var notes: [Position] = []
    private var fixIts: [Position] = []

    /// An error with `message` at `position`.
    package init(message: String, position: Position) {
        self.message = message
        self.position = position
    }
}
