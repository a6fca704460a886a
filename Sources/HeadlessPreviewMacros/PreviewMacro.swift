// ViewLifecycle · HeadlessPreviewMacros

import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: declares a uniquely named registry type that `Headless.previews` finds at run time.
///
/// A freestanding declaration macro at file scope may only introduce names the compiler makes
/// unique, so the registry is found by its conformance to `_HeadlessPreviewRegistry` in the type
/// metadata records, as Apple's previews find `PreviewRegistry` types.
public struct PreviewMacro: DeclarationMacro {
    /// Expands `#Preview(args) { body }` to a registry whose `makePreview()` calls `Preview(args, body: body)`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("HeadlessPreview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        // The body goes to `Preview` as written: a closure returning `any View`, no view builder,
        // so statements before the view need `return`, as with Apple's macro.
        var arguments = node.arguments.map { $0.trimmedDescription }
        if let closure = node.trailingClosure {
            arguments.append("body: \(closure.trimmedDescription)")
        }
        let call = arguments.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }.joined(separator: ", ")
        return [
            """
            @MainActor struct \(name): _HeadlessPreviewRegistry {
            static var fileID: String { \(raw: file) }
            static var line: Int { \(raw: line) }
            static var column: Int { \(raw: column) }
            static func makePreview() -> Preview { Preview(\(raw: call)) }
            }
            """
        ]
    }
}
