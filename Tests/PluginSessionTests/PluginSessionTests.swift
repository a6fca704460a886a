// ViewLifecycle · PluginSessionTests

import Foundation
import PluginSession
import Testing

/// A whole session as the compiler holds it: framed JSON in, framed JSON out, each reply golden.
struct PluginSessionTests {
    /// A macro that shows what it was given: a unique name, the arguments, the closure, the place.
    enum Echo: DeclarationMacro {
        static func expansion(
            of source: MacroSource, in context: inout ExpansionContext
        ) throws(MacroExpansionError) -> String {
            "let \(context.makeUniqueName("echo")) = (\(source.arguments ?? "")) // "
                + "\(source.trailingClosures ?? "-") at \(context.fileID):\(context.line):\(context.column)"
        }
    }

    /// An attached macro that shows what it was given: the property's parts and the enclosing type.
    enum EchoEntry: AttachedMacro {
        static func expansion(
            of declaration: String, role: String, enclosing: [String], in context: inout ExpansionContext
        ) throws(MacroExpansionError) -> [String] {
            let property = try VariableDeclaration(parsing: declaration)
            return [
                "// \(role) \(property.name): \(property.type ?? "-") = \(property.initialValue ?? "-")",
                "// in \(enclosing)",
            ]
        }
    }

    /// The replies `messages` get, in order, with the session's end after them (`ending` bytes).
    func replies(to messages: [String], ending: Data = Data()) throws -> [String] {
        var input = Data(messages.map { frame(Data($0.utf8)) }.joined()) + ending
        var output = Data()
        let channel = MessageChannel(
            read: { count in
                defer { input = input.dropFirst(count) }
                return input.prefix(count)
            },
            write: { output.append($0) })
        try PluginSession.run([Echo.self, EchoEntry.self], over: channel)
        var replies: [String] = []
        while output.count >= 8 {
            let count = output.prefix(8).reversed().reduce(0) { $0 << 8 | Int($1) }
            replies.append(String(decoding: output.dropFirst(8).prefix(count), as: UTF8.self))
            output = Data(output.dropFirst(8 + count))
        }
        return replies
    }

    /// `payload` behind its 64-bit little-endian byte count.
    func frame(_ payload: Data) -> Data {
        Data((0..<8).map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) }) + payload
    }

    /// An `expandFreestandingMacro` message as Swift 6.3's compiler sends it, for `source`.
    func expand(_ source: String, typeName: String = "Echo", line: Int = 3, column: Int = 1) -> String {
        let encoded = String(decoding: try! JSONEncoder().encode(source), as: UTF8.self)
        return #"{"expandFreestandingMacro":{"discriminator":"$s4Main0AfMf_","lexicalContext":[],"#
            + #""macro":{"moduleName":"Macros","name":"Echo","typeName":"\#(typeName)"},"macroRole":"declaration","#
            + #""syntax":{"kind":"declaration","location":{"column":\#(column),"fileID":"Main/File.swift","#
            + #""fileName":"/src/Main/File.swift","line":\#(line),"offset":42},"source":\#(encoded)}}}"#
    }

    @Test("the compiler asks for the capability, then expands; the empty message ends the session")
    func session() throws {
        let replies = try replies(
            to: [
                #"{"getCapability":{"capability":{"protocolVersion":8}}}"#,
                expand(#"#Echo("a)", 1) { x }"#),
                expand("// note\n  #Echo(2)", line: 7, column: 5),
            ],
            ending: frame(Data()))
        #expect(
            replies == [
                #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#,
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"let $s4Main0AfMf_4echofMu_ = (\"a)\", 1) // { x } at Main/File.swift:3:1"}}"#,
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"let $s4Main0AfMf_4echofMu_ = (2) // - at Main/File.swift:8:3"}}"#,
            ])
    }

    @Test("a use the macro cannot read gets an error at its place, and the session goes on")
    func malformedUse() throws {
        let replies = try replies(to: [
            #"{"getCapability":{"capability":{"protocolVersion":8}}}"#, expand(#"#Echo("a" { x }"#),
            expand("#Echo(1)"),
        ])
        #expect(
            replies.dropFirst() == [
                #"{"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":"expected ')' to close the macro's arguments","notes":[],"position":{"fileName":"/src/Main/File.swift","offset":42},"severity":"error"}]}}"#,
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"let $s4Main0AfMf_4echofMu_ = (1) // - at Main/File.swift:3:1"}}"#,
            ])
    }

    @Test("a macro the plugin lacks, an unknown message and a library to load are refused by name")
    func unserved() throws {
        let replies = try replies(to: [
            expand("#Other(1)", typeName: "Other"),
            #"{"expandSomethingNew":{}}"#,
            #"{"loadPluginLibrary":{"libraryPath":"/lib.so","moduleName":"M"}}"#,
        ])
        let error = #""fixIts":[],"highlights":[],"message":"#
        #expect(
            replies == [
                #"{"expandFreestandingMacroResult":{"diagnostics":[{\#(error)"plugin 'Macros' has no macro 'Other' of this kind; it has Echo, EchoEntry","notes":[],"position":{"fileName":"/src/Main/File.swift","offset":42},"severity":"error"}]}}"#,
                #"{"expandFreestandingMacroResult":{"diagnostics":[{\#(error)"this plugin does not serve 'expandSomethingNew'","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}]}}"#,
                #"{"loadPluginLibraryResult":{"diagnostics":[{\#(error)"this plugin loads no libraries; it is an executable plugin","notes":[],"position":{"fileName":"","offset":0},"severity":"error"}],"loaded":false}}"#,
            ])
    }

    @Test("input that ends inside a message is an error naming how much came")
    func truncated() {
        #expect(throws: MessageChannel.Truncated(expected: 10, received: 3)) {
            try replies(to: [], ending: Data([10, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3]))
        }
    }

    @Test("a message that is not one named object is an error")
    func notAMessage() {
        #expect(throws: DecodingError.self) { try replies(to: [#"{"a":{},"b":{}}"#]) }
    }

    /// An `expandAttachedMacro` message as Swift 6.3's compiler sends it, for `declaration` in `role`.
    func attach(_ declaration: String, role: String) -> String {
        let encoded = String(decoding: try! JSONEncoder().encode(declaration), as: UTF8.self)
        let location =
            #"{"column":5,"fileID":"Main/File.swift","fileName":"/src/Main/File.swift","line":9,"offset":80}"#
        return #"{"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":\#(location),"#
            + #""source":"@Entry"},"declSyntax":{"kind":"declaration","location":\#(location),"source":\#(encoded)},"#
            + #""discriminator":"$s4Main0AfMe_","lexicalContext":[{"kind":"declaration","location":\#(location),"#
            + #""source":"extension EnvironmentValues {}"}],"macro":{"moduleName":"Macros","name":"Entry","#
            + #""typeName":"EchoEntry"},"macroRole":"\#(role)"}}"#
    }

    @Test("an attached macro's accessors come back in braces, its peers one after another")
    func attached() throws {
        let replies = try replies(to: [
            #"{"getCapability":{"capability":{"protocolVersion":8}}}"#,
            attach("@Entry public var size: [String: Int] = [\"a\": 1]", role: "accessor"),
            attach("@Entry var note: String?", role: "peer"),
        ])
        #expect(
            replies.dropFirst() == [
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"{\n// accessor size: [String: Int] = [\"a\": 1]\n// in [\"extension EnvironmentValues {}\"]\n}"}}"#,
                #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"// peer note: String? = -\n\n// in [\"extension EnvironmentValues {}\"]"}}"#,
            ])
    }

    @Test("a compiler before protocol version 5 gets an attached macro's expansions one by one")
    func olderAttached() throws {
        let replies = try replies(to: [attach("@Entry var count = 1", role: "peer")])
        #expect(
            replies == [
                #"{"expandAttachedMacroResult":{"diagnostics":[],"expandedSources":["// peer count: - = 1","// in [\"extension EnvironmentValues {}\"]"]}}"#
            ])
    }
}
