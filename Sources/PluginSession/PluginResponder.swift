// ViewLifecycle · PluginSession

/// What a macro plugin replies to each of the compiler's messages: the protocol as a value, one
/// mutating function per message.
package struct PluginResponder {
    /// The protocol version the package's plugins speak (7: the compiler sends each use's
    /// lexical context).
    package static let protocolVersion = 7

    /// The macros this plugin serves, by type name.
    private let macros: [String: any PluginMacro.Type]
    /// The compiler's protocol version, 0 until it says (the oldest).
    private var hostVersion = 0

    /// A responder serving `macros`.
    package init(serving macros: [any PluginMacro.Type]) {
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
        case .expandAttachedMacro(let request):
            return expand(request)
        case .unserved("loadPluginLibrary"):
            return .libraryNotLoaded(diagnostics: [
                PluginDiagnostic(
                    message: "this plugin loads no libraries; it is an executable plugin", position: .none)
            ])
        case .unserved(let name):
            let diagnostic = PluginDiagnostic(
                message: "this plugin does not serve '\(name)'", position: .none)
            return .expansion(source: nil, diagnostics: [diagnostic], olderName: hostVersion < 5)
        }
    }

    /// The expansion of the use `request` names, or the error that stopped it.
    private func expand(_ request: FreestandingExpansionRequest) -> PluginReply {
        let location = request.syntax.location
        do throws(MacroExpansionError) {
            let macro: any DeclarationMacro.Type = try find(request.macro)
            let source = try MacroSource(parsing: request.syntax.source)
            var context = ExpansionContext(
                discriminator: request.discriminator, fileID: location.fileID,
                line: location.line + source.leadingLines,
                column: source.leadingLines > 0
                    ? source.leadingColumns + 1 : location.column + source.leadingColumns)
            let expansion = try macro.expansion(of: source, in: &context)
            return .expansion(source: expansion, diagnostics: [], olderName: hostVersion < 5)
        } catch {
            let diagnostic = PluginDiagnostic(message: error.description, position: .init(location))
            return .expansion(source: nil, diagnostics: [diagnostic], olderName: hostVersion < 5)
        }
    }

    /// The expansion of the attached macro `request` names in its role, collapsed as the compiler
    /// reads it (accessors inside braces, declarations one after another), or the error.
    private func expand(_ request: AttachedExpansionRequest) -> PluginReply {
        let location = request.attributeSyntax.location
        do throws(MacroExpansionError) {
            let macro: any AttachedMacro.Type = try find(request.macro)
            var context = ExpansionContext(
                discriminator: request.discriminator, fileID: location.fileID, line: location.line,
                column: location.column)
            let expansions = try macro.expansion(
                of: request.declSyntax.source, role: request.macroRole,
                enclosing: (request.lexicalContext ?? []).map(\.source), in: &context)
            guard hostVersion >= 5 else { return .attachedExpansions(sources: expansions, diagnostics: []) }
            let collapsed =
                expansions.isEmpty
                ? ""
                : request.macroRole == "accessor"
                    ? "{\n" + expansions.joined(separator: "\n") + "\n}"
                    : expansions.joined(separator: "\n\n")
            return .expansion(source: collapsed, diagnostics: [], olderName: false)
        } catch {
            let diagnostic = PluginDiagnostic(message: error.description, position: .init(location))
            guard hostVersion >= 5 else {
                return .attachedExpansions(sources: nil, diagnostics: [diagnostic])
            }
            return .expansion(source: nil, diagnostics: [diagnostic], olderName: false)
        }
    }

    /// The macro of the kind the request needs that `reference` names.
    private func find<Kind>(
        _ reference: FreestandingExpansionRequest.Macro
    ) throws(MacroExpansionError) -> Kind {
        guard let macro = macros[reference.typeName] as? Kind else {
            throw MacroExpansionError(
                "plugin '\(reference.moduleName)' has no macro '\(reference.typeName)' of this kind; "
                    + "it has \(macros.keys.sorted().joined(separator: ", "))")
        }
        return macro
    }
}
