// ViewLifecycle · PluginSession

/// Why a macro's use could not be expanded, as the compiler reports it at the use.
package struct MacroExpansionError: Error, Equatable, CustomStringConvertible {
    /// The compiler's error message.
    package var description: String

    /// An error with `description` as its message.
    package init(_ description: String) {
        self.description = description
    }
}
