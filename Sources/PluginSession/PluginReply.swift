// ViewLifecycle · PluginSession

/// A macro plugin's reply to the compiler, in the JSON of the compiler's plugin protocol: an object
/// with one key, the reply's name, whose value holds its fields.
package enum PluginReply: Encodable, Equatable {
    /// The protocol version the plugin speaks.
    case capability(protocolVersion: Int)
    /// An expansion's source text (nil when it failed) and its diagnostics. Compilers before
    /// protocol version 5 read it under the older name, `expandFreestandingMacroResult`.
    case expansion(source: String?, diagnostics: [PluginDiagnostic], olderName: Bool)
    /// An attached macro's expansions for compilers before protocol version 5, which read them
    /// one by one (`expandAttachedMacroResult`).
    case attachedExpansions(sources: [String]?, diagnostics: [PluginDiagnostic])
    /// The answer to `loadPluginLibrary`: not loaded, and why.
    case libraryNotLoaded(diagnostics: [PluginDiagnostic])

    /// Encodes the reply under its name.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .capability(let protocolVersion):
            var fields = container.nestedContainer(
                keyedBy: MessageKey.self, forKey: MessageKey("getCapabilityResult"))
            var capability = fields.nestedContainer(
                keyedBy: MessageKey.self, forKey: MessageKey("capability"))
            try capability.encode(protocolVersion, forKey: MessageKey("protocolVersion"))
        case .expansion(let source, let diagnostics, let olderName):
            let name = olderName ? "expandFreestandingMacroResult" : "expandMacroResult"
            var fields = container.nestedContainer(keyedBy: MessageKey.self, forKey: MessageKey(name))
            try fields.encodeIfPresent(source, forKey: MessageKey("expandedSource"))
            try fields.encode(diagnostics, forKey: MessageKey("diagnostics"))
        case .attachedExpansions(let sources, let diagnostics):
            var fields = container.nestedContainer(
                keyedBy: MessageKey.self, forKey: MessageKey("expandAttachedMacroResult"))
            try fields.encodeIfPresent(sources, forKey: MessageKey("expandedSources"))
            try fields.encode(diagnostics, forKey: MessageKey("diagnostics"))
        case .libraryNotLoaded(let diagnostics):
            var fields = container.nestedContainer(
                keyedBy: MessageKey.self, forKey: MessageKey("loadPluginLibraryResult"))
            try fields.encode(false, forKey: MessageKey("loaded"))
            try fields.encode(diagnostics, forKey: MessageKey("diagnostics"))
        }
    }
}
