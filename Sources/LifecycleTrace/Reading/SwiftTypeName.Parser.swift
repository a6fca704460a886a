// ViewLifecycle · LifecycleTrace

extension SwiftTypeName {
    /// A reader of one old-style mangled type, front to back; every method returns `nil` for what
    /// it does not know, and the caller then keeps the name as printed.
    struct Parser {
        private let bytes: [UInt8]
        private var position = 0
        /// Generic arguments nested deeper than this are a hostile name, not a type.
        private var depth = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Whether every byte was read.
        var isAtEnd: Bool { position == bytes.count }

        /// Reads a type: generic, nominal, or a standard library short form.
        mutating func type() -> String? {
            guard let byte = peek(), depth < 16 else { return nil }
            switch byte {
            case UInt8(ascii: "G"):
                position += 1
                depth += 1
                defer { depth -= 1 }
                guard let base = type() else { return nil }
                var arguments: [String] = []
                while peek() != UInt8(ascii: "_") {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                }
                position += 1
                guard !arguments.isEmpty else { return nil }
                return base + "<" + arguments.joined(separator: ", ") + ">"
            case UInt8(ascii: "S"):
                position += 1
                guard let letter = peek(), let name = Parser.standard[letter] else { return nil }
                position += 1
                return "Swift." + name
            default:
                return nominal()
            }
        }

        /// `C`/`V`/`O` letters, the module, then one name per letter.
        private mutating func nominal() -> String? {
            var kinds = 0
            while let byte = peek(),
                byte == UInt8(ascii: "C") || byte == UInt8(ascii: "V") || byte == UInt8(ascii: "O")
            {
                kinds += 1
                position += 1
            }
            guard kinds > 0 else { return nil }
            var parts: [String] = []
            if peek() == UInt8(ascii: "s") {
                parts.append("Swift")
                position += 1
            } else {
                guard let module = identifier() else { return nil }
                parts.append(module)
            }
            for _ in 0..<kinds {
                guard let part = identifier() else { return nil }
                parts.append(part)
            }
            return parts.joined(separator: ".")
        }

        /// One length-prefixed identifier, such as `10SampleView`: letters, digits (not first) and
        /// `_`, or non-ASCII bytes. Anything else (a space, a parenthesis) makes the name no
        /// mangled name: demangled, it would print a type name that reads back as another.
        private mutating func identifier() -> String? {
            var length = 0
            var digits = 0
            while let byte = peek(), byte.isDigit {
                guard digits < 4, !(digits == 0 && byte == UInt8(ascii: "0")) else { return nil }
                length = length * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                position += 1
            }
            guard digits > 0, bytes.count - position >= length else { return nil }
            let name = bytes[position..<(position + length)]
            guard let first = name.first, !first.isDigit, name.allSatisfy(\.isIdentifierByte) else {
                return nil
            }
            let text = String(decoding: name, as: UTF8.self)
            position += length
            return text
        }

        private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

        /// The standard library's one-letter substitutions after `S`.
        private static let standard: [UInt8: String] = [
            UInt8(ascii: "a"): "Array", UInt8(ascii: "b"): "Bool", UInt8(ascii: "c"): "UnicodeScalar",
            UInt8(ascii: "d"): "Double", UInt8(ascii: "f"): "Float", UInt8(ascii: "i"): "Int",
            UInt8(ascii: "q"): "Optional", UInt8(ascii: "S"): "String", UInt8(ascii: "u"): "UInt",
            UInt8(ascii: "P"): "UnsafePointer", UInt8(ascii: "p"): "UnsafeMutablePointer",
        ]
    }
}
