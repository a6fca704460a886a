// ViewLifecycle · PluginSessionTests

import PluginSession
import Testing

/// A stored property split as an attached macro reads it: attributes and modifiers passed over,
/// the type and the initial value as written.
struct VariableDeclarationTests {
    @Test(
        "a property splits into its name, its type and its initial value",
        arguments: [
            ("@Entry var accent: Color = .blue", "accent", "Color", ".blue"),
            ("@Entry public var size: [String: Int] = [\"a\": 1]", "size", "[String: Int]", "[\"a\": 1]"),
            (
                "@Entry private(set) var handler: (Int) -> Void = { _ in }", "handler", "(Int) -> Void",
                "{ _ in }"
            ),
            (
                "@Entry @MainActor var cache: Dictionary<String, Int> = [:]", "cache",
                "Dictionary<String, Int>", "[:]"
            ),
            ("@Entry var note: String?", "note", "String?", nil),
            ("@Entry var count = 1 // a comment: with = signs", "count", nil, "1 // a comment: with = signs"),
            ("@Entry(\"x\") let title: String = \"a = b\"", "title", "String", "\"a = b\""),
        ] as [(String, String, String?, String?)])
    func splits(text: String, name: String, type: String?, initialValue: String?) throws {
        let property = try VariableDeclaration(parsing: text)
        #expect(property.name == name)
        #expect(property.type == type)
        #expect(property.initialValue == initialValue)
    }

    @Test("a declaration that is not a property is refused, saying what was expected")
    func refuses() {
        #expect(throws: MacroExpansionError("expected a 'var' declaration")) {
            try VariableDeclaration(parsing: "@Entry func f() {}")
        }
        #expect(throws: MacroExpansionError("expected the property's name after 'var'")) {
            try VariableDeclaration(parsing: "@Entry var = 1")
        }
    }
}
