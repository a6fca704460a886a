// ViewLifecycle · PackageLayoutTests

import Foundation

/// The package's own files, read from the source tree this test was compiled from.
enum PackageFiles {
    /// The package's root folder: two levels above this file's folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, relative to the package root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The bytes of the file at `path`, relative to the package root.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// The names of the test targets Package.swift declares, in its order.
    static func testTargetNames() throws -> [String] {
        let manifest = try text("Package.swift")
        let declaration = try Regex(#"\.testTarget\(\s*name:\s*"([^"]+)""#)
        return manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// The Swift files under `Tests/<target>`, as paths relative to the package root, sorted.
    static func swiftFiles(ofTestTarget target: String) -> [String] {
        let folder = root.appendingPathComponent("Tests/\(target)")
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .map { "Tests/\(target)/\($0)" }.sorted()
    }

    /// The test targets that are dual-import: one of their files re-exports HeadlessTestSupport,
    /// which chooses SwiftUI and UIKit on a device and the headless modules elsewhere (STYLE's
    /// one Export.swift per dual-import target).
    static func dualImportTestTargets() throws -> [String] {
        try testTargetNames().filter { target in
            try swiftFiles(ofTestTarget: target).contains { path in
                try text(path).split(separator: "\n").contains {
                    $0 == "@_exported import HeadlessTestSupport"
                }
            }
        }.sorted()
    }
}
