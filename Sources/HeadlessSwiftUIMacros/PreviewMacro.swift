// ViewLifecycle · HeadlessSwiftUIMacros

import PluginSession

/// `#Preview`: declares a uniquely named registry type that `Headless.previews` finds at run time.
///
/// A freestanding declaration macro at file scope may only introduce names the compiler makes
/// unique, so the registry is found by its conformance to `_HeadlessPreviewRegistry` in the type
/// metadata records, as Apple's previews find `PreviewRegistry` types.
enum PreviewMacro: DeclarationMacro {
    /// Expands `#Preview(args) { body }` to a registry whose `makePreview()` calls `Preview(args, body: body)`.
    static func expansion(
        of source: MacroSource, in context: inout ExpansionContext
    ) throws(MacroExpansionError) -> String {
        let name = context.makeUniqueName("HeadlessPreview")
        // The body goes to `Preview` as written: a closure returning `any View`, no view builder,
        // so statements before the view need `return`, as with Apple's macro.
        var arguments: [String] = []
        if var written = source.arguments, !written.isEmpty {
            if written.hasSuffix(",") { written.removeLast() }
            arguments.append(written)
        }
        if let closure = source.trailingClosures {
            arguments.append("body: \(closure)")
        }
        let fileID = context.fileID.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }
        return """
            @MainActor struct \(name): _HeadlessPreviewRegistry {
            static var fileID: String { "\(String(fileID))" }
            static var line: Int { \(context.line) }
            static var column: Int { \(context.column) }
            static func makePreview() -> Preview { Preview(\(arguments.joined(separator: ", "))) }
            }
            """
    }
}
