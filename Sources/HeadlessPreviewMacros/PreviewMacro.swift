// ViewLifecycle · HeadlessPreviewMacros

import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: declares a uniquely named registry type that `Headless.previews` finds at run time.
///
/// A freestanding declaration macro at file scope may only introduce names the compiler makes
/// unique, so the registry is found by its conformance to `_HeadlessPreviewRegistry` in the type
/// metadata records, as Apple's previews find `PreviewRegistry` types.
public struct PreviewMacro: DeclarationMacro {
    /// Expands `#Preview(args) { body }` to a registry whose `makePreview()` calls `Preview(args) { body }`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("HeadlessPreview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        var arguments = node.arguments.map { $0.trimmedDescription }
        var bodyDecl = ""
        if let closure = node.trailingClosure ?? bodyArgument(of: node) {
            if closure.signature == nil {
                bodyDecl = """
                    @MainActor @ViewBuilder static func body() -> some View {
                    \(closure.statements.trimmedDescription)
                    }
                    """
                arguments.removeAll { $0.hasPrefix("body:") }
                arguments.append("body: { body() }")
            } else if node.trailingClosure != nil {
                arguments.append("body: \(closure.trimmedDescription)")
            }
        }
        let call = arguments.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }.joined(separator: ", ")
        return [
            """
            @MainActor struct \(name): _HeadlessPreviewRegistry {
            static var fileID: String { \(raw: file) }
            static var line: Int { \(raw: line) }
            static var column: Int { \(raw: column) }
            \(raw: bodyDecl)
            static func makePreview() -> Preview { Preview(\(raw: call)) }
            }
            """
        ]
    }

    /// The `body:` argument's closure when the body is not written as a trailing closure.
    private static func bodyArgument(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }
}
