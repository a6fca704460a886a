// ViewLifecycle · PluginSession

/// The compiler's request to expand a freestanding macro's use: which macro, and the use's text
/// and place (the fields of the protocol's `expandFreestandingMacro` that the expansion reads).
package struct FreestandingExpansionRequest: Decodable, Equatable {
    /// The macro's implementation, as its declaration's `#externalMacro` names it.
    package struct Macro: Decodable, Equatable {
        /// The plugin module's name.
        package var moduleName: String
        /// The implementing type's name.
        package var typeName: String
    }

    /// The text of the use and where it starts.
    package struct Syntax: Decodable, Equatable {
        /// The use's source text.
        package var source: String
        /// Where the text starts.
        package var location: Location
    }

    /// A place in a source file.
    package struct Location: Decodable, Equatable {
        /// The file as `#fileID` gives it.
        package var fileID: String
        /// The file's path.
        package var fileName: String
        /// The UTF-8 offset in the file.
        package var offset: Int
        /// The line, from 1.
        package var line: Int
        /// The column in UTF-8 bytes, from 1.
        package var column: Int
    }

    /// The macro to expand.
    package var macro: Macro
    /// The compiler's discriminator for the expansion, the prefix of its unique names.
    package var discriminator: String
    /// The use.
    package var syntax: Syntax
}
