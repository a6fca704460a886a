// ViewLifecycle · PluginSession

/// An attached macro the package's plugins expand from the text of the declaration it is attached
/// to, one role at a time.
package protocol AttachedMacro: PluginMacro {
    /// The declarations, accessors or members `declaration` gets in `role`, as Swift source text.
    ///
    /// - Parameters:
    ///   - declaration: The declaration's text, its attributes included.
    ///   - role: The role the compiler asks for (`accessor`, `peer`, `member`...).
    ///   - enclosing: The texts of the declarations around it, innermost first.
    ///   - context: Where the attribute is, and the unique names the expansion may declare.
    /// - Returns: The expansions, each one accessor or declaration.
    /// - Throws: `MacroExpansionError` for a declaration the macro cannot expand.
    static func expansion(
        of declaration: String, role: String, enclosing: [String], in context: inout ExpansionContext
    ) throws(MacroExpansionError) -> [String]
}
