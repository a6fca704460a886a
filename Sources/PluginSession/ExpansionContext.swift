// ViewLifecycle · PluginSession

/// Where a macro's use is, and the unique names its expansion may declare.
package struct ExpansionContext {
    /// The compiler's discriminator for this expansion, the prefix of its unique names.
    package let discriminator: String
    /// The use's file as `#fileID` gives it (`Module/File.swift`).
    package let fileID: String
    /// The line of the use's `#`, from 1.
    package let line: Int
    /// The column of the use's `#`, from 1, in UTF-8 bytes as the compiler counts.
    package let column: Int
    /// How many times each name has been made unique in this expansion.
    private var uses: [String: Int] = [:]

    /// The context of one expansion.
    package init(discriminator: String, fileID: String, line: Int, column: Int) {
        self.discriminator = discriminator
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// A name no other declaration has, which a macro may declare at file scope.
    ///
    /// The compiler accepts a name there only in its mangled form for a macro's unique names: the
    /// discriminator, the name with its length, `fMu`, then an index from the second use on.
    package mutating func makeUniqueName(_ name: String) -> String {
        let name = name.isEmpty ? "__local" : name
        let index = uses[name, default: 0]
        uses[name] = index + 1
        return discriminator + "\(name.count)\(name)fMu" + (index > 0 ? "\(index - 1)" : "") + "_"
    }
}
