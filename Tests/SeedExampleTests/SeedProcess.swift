// ViewLifecycle · SeedExampleTests

import Foundation
import TestProcesses

/// Runs a seed's executable, built beside this test bundle, and returns what it printed.
///
/// The seeds run as their own processes so their top-level code (seed 000's semaphore and
/// `sleep(5)`) runs as written and this process's standard output is left alone.
enum SeedProcess {
    static func run(_ name: String) throws -> String {
        let process = Process()
        process.executableURL = BuiltProducts.executable(name)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Replaces each distinct `0x…` address with `0xA`, `0xB`, … in order of first appearance, so
    /// two runs compare equal when the same objects print the same lines.
    static func normalizingAddresses(_ text: String) -> String {
        var names: [Substring: String] = [:]
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: "0x") {
            result += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
            let address = rest[range.lowerBound..<digits.endIndex]
            let letter = Character(UnicodeScalar(UInt8(65 + names.count % 26)))
            let name = names[address] ?? "0x\(letter)"
            names[address] = name
            result += name
            rest = rest[digits.endIndex...]
        }
        return result + rest
    }
}
