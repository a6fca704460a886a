// ViewLifecycle · PluginSession

/// The compiler's request to expand an attached macro in one of its roles: the attribute, the
/// declaration it is attached to and the declarations around it (the fields of the protocol's
/// `expandAttachedMacro` that the expansion reads).
package struct AttachedExpansionRequest: Decodable, Equatable {
    /// The macro to expand.
    package var macro: FreestandingExpansionRequest.Macro
    /// The role to expand (`accessor`, `peer`, `member`...).
    package var macroRole: String
    /// The compiler's discriminator for the expansion, the prefix of its unique names.
    package var discriminator: String
    /// The attribute (`@Entry`).
    package var attributeSyntax: FreestandingExpansionRequest.Syntax
    /// The declaration the attribute is attached to.
    package var declSyntax: FreestandingExpansionRequest.Syntax
    /// The declarations enclosing it, innermost first (sent from protocol version 6).
    package var lexicalContext: [FreestandingExpansionRequest.Syntax]?
}
