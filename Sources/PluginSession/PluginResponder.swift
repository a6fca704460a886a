// ViewLifecycle · PluginSession

/// What a macro plugin replies to each of the compiler's messages: the protocol as a value, one
/// mutating function per message.
package struct PluginResponder {
    /// The protocol version the package's plugins speak (7: the compiler sends each use's
    /// lexical context, which they ignore).
    package static let protocolVersion = 7

    /// The macros this plugin serves, by type name.
    private let macros: [String: any DeclarationMacro.Type]
    /// The compiler's protocol version, 0 until it says (the oldest).
    private var hostVersion = 0

    /// A responder serving `macros`.
    package init(serving macros: [any DeclarationMacro.Type]) {
        self.macros = Dictionary(
            macros.map { (String(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The reply to `message`.
    package mutating func reply(to message: HostMessage) -> PluginReply {
        switch message {
        case .getCapability(let protocolVersion):
            hostVersion = protocolVersion ?? hostVersion
            return .capability(protocolVersion: Self.protocolVersion)
        case .expandFreestandingMacro(let request):
            return expand(request)
        case .unserved("loadPluginLibrary"):
            let position = PluginDiagnostic.Position(fileName: "", offset: 0)
            return .libraryNotLoaded(diagnostics: [
                PluginDiagnostic(
                    message: "this plugin loads no libraries; it is an executable plugin", position: position)
            ])
        case .unserved(let name):
            let position = PluginDiagnostic.Position(fileName: "", offset: 0)
            return .expansion(
                source: nil,
                diagnostics: [
                    PluginDiagnostic(
                        message: "this plugin serves freestanding macros only, not '\(name)'",
                        position: position)
                ],
                olderName: hostVersion < 5)
        }
    }

    /// The expansion of the use `request` names, or the error that stopped it.
    private func expand(_ request: FreestandingExpansionRequest) -> PluginReply {
        let location = request.syntax.location
        let position = PluginDiagnostic.Position(fileName: location.fileName, offset: location.offset)
        do throws(MacroExpansionError) {
            guard let macro = macros[request.macro.typeName] else {
                throw MacroExpansionError(
                    "plugin '\(request.macro.moduleName)' has no macro '\(request.macro.typeName)'; "
                        + "it has \(macros.keys.sorted().joined(separator: ", "))")
            }
            let source = try MacroSource(parsing: request.syntax.source)
            var context = ExpansionContext(
                discriminator: request.discriminator, fileID: location.fileID,
                line: location.line + source.leadingLines,
                column: source.leadingLines > 0
                    ? source.leadingColumns + 1 : location.column + source.leadingColumns)
            let expansion = try macro.expansion(of: source, in: &context)
            return .expansion(source: expansion, diagnostics: [], olderName: hostVersion < 5)
        } catch {
            let diagnostic = PluginDiagnostic(message: error.description, position: position)
            return .expansion(source: nil, diagnostics: [diagnostic], olderName: hostVersion < 5)
        }
    }
}
