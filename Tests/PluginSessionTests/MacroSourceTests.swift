// ViewLifecycle · PluginSessionTests

import PluginSession
import Testing

/// A macro's use split as the compiler sends it: the argument list ends at its own closing
/// parenthesis, whatever strings and comments inside it hold.
struct MacroSourceTests {
    @Test(
        "a use splits into its name, its arguments and its trailing closure, as written",
        arguments: [
            (#"#Preview { Text("a") }"#, nil, #"{ Text("a") }"#),
            (#"#Preview("Named") { Text("(") }"#, #""Named""#, #"{ Text("(") }"#),
            (
                #"#Preview("a)b", traits: .fixedLayout(width: 1, height: 2)) {}"#,
                #""a)b", traits: .fixedLayout(width: 1, height: 2)"#, "{}"
            ),
            (#"#Preview("n \(f(")")) x") {}"#, #""n \(f(")")) x""#, "{}"),
            (##"#Preview(#"a "quoted" ) \(x) "#) {}"##, ##"#"a "quoted" ) \(x) "#"##, "{}"),
            (##"#Preview(#"\#(g(")"))"#) {}"##, ##"#"\#(g(")"))"#"##, "{}"),
            ("#Preview(\"\"\"\n  a ) \" b\n  \"\"\") {}", "\"\"\"\n  a ) \" b\n  \"\"\"", "{}"),
            ("#Preview(/* ) /* ( */ */ \"a\" // )\n) {}", "/* ) /* ( */ */ \"a\" // )", "{}"),
            (#"#Preview("a", ) {}"#, #""a","#, "{}"),
            (#"#Preview(body: { Text("x") })"#, #"body: { Text("x") }"#, nil),
            ("#Preview(\n    \"Spaced\"\n)\n{\n    Text(\"x\")\n}\n", #""Spaced""#, "{\n    Text(\"x\")\n}"),
        ] as [(String, String?, String?)])
    func splits(text: String, arguments: String?, trailingClosures: String?) throws {
        let source = try MacroSource(parsing: text)
        #expect(source.name == "Preview")
        #expect(source.arguments == arguments)
        #expect(source.trailingClosures == trailingClosures)
        #expect(source.leadingLines == 0)
        #expect(source.leadingColumns == 0)
    }

    @Test("comments and blank lines before the '#' move the use's place")
    func leadingTrivia() throws {
        let source = try MacroSource(parsing: "// A preview\n\n  #Preview { Text(\"x\") }")
        #expect(source.leadingLines == 2)
        #expect(source.leadingColumns == 2)
        #expect(try MacroSource(parsing: "/* a */ #M").leadingColumns == 8)
    }

    @Test(
        "a use that does not end where it should is refused, saying what was expected",
        arguments: [
            ("Preview {}", "expected a macro's use starting with '#', found Preview {}"),
            ("# {}", "expected the macro's name after '#'"),
            (#"#Preview("a" {}"#, "expected ')' to close the macro's arguments"),
            (#"#Preview("a) {}"#, #"expected '"' to end a string literal in the macro's arguments"#),
            ("#Preview(a]) {}", "unbalanced ']' in the macro's arguments, where ')' was expected"),
            ("#Preview(/* a) {}", "expected '*/' to end a block comment in the macro's arguments"),
        ])
    func refuses(text: String, message: String) {
        #expect(throws: MacroExpansionError(message)) { try MacroSource(parsing: text) }
    }
}
