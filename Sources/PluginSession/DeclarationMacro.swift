// ViewLifecycle · PluginSession

/// A freestanding declaration macro the package's plugins expand from the text of its use.
///
/// The compiler finds a macro by the type name its declaration's `#externalMacro(module:type:)`
/// gives, so a conforming type carries that name.
package protocol DeclarationMacro: PluginMacro {
    /// The declarations `source` expands to, as Swift source text.
    ///
    /// - Parameters:
    ///   - source: The macro's use (`#Name(arguments) { closure }`), split into its parts.
    ///   - context: Where the use is, and the unique names the expansion may declare.
    /// - Returns: The expansion's source text.
    /// - Throws: `MacroExpansionError` for a use the macro cannot expand; the compiler reports
    ///   its message at the use.
    static func expansion(
        of source: MacroSource, in context: inout ExpansionContext
    ) throws(MacroExpansionError) -> String
}
