// ViewLifecycle · PackageLayoutTests

import Foundation
import Testing

/// The DocC catalogs: each public module has one with a root page, the Swift Package Index
/// builds exactly those, and the articles link only to pages that exist. `scripts/build-docs.sh`
/// builds them with docc; these checks keep the files in step without running it.
struct DocCCatalogTests {
    /// The modules whose documentation is published: the libraries an app or a test depends on.
    static let documentedModules = [
        "LifecycleCore", "LifecycleTrace", "HeadlessUIKit", "HeadlessSwiftUI", "HeadlessTesting",
        "HeadlessSnapshotTesting", "ViewLifecycle",
    ]

    @Test("each public module has a catalog whose root page is the module's symbol page")
    func rootPages() throws {
        for module in Self.documentedModules {
            let root = try PackageFiles.text("Sources/\(module)/\(module).docc/\(module).md")
            #expect(root.split(separator: "\n").first == "# ``\(module)``", "\(module)'s root page")
            #expect(root.contains("\n## Overview\n"), "\(module)'s root page has an overview")
            #expect(root.contains("\n## Topics\n"), "\(module)'s root page curates its symbols")
        }
    }

    @Test(".spi.yml's Linux configuration documents exactly the modules with catalogs")
    func packageIndexTargets() throws {
        let spi = try PackageFiles.text(".spi.yml").split(separator: "\n")
        let linux = try #require(spi.firstIndex { $0.contains("platform: linux") })
        let targets = try #require(spi[..<linux].last { $0.contains("documentation_targets:") })
        let names = targets.split(separator: "[").last?.split(separator: "]").first?
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(names.map(Set.init) == Set(Self.documentedModules))
    }

    @Test("every <doc:> link in a catalog names a page of the same catalog")
    func articleLinksResolve() throws {
        var broken: [String] = []
        for module in Self.documentedModules {
            let catalog = "Sources/\(module)/\(module).docc"
            let pages = try FileManager.default.contentsOfDirectory(
                atPath: PackageFiles.root.appendingPathComponent(catalog).path
            ).filter { $0.hasSuffix(".md") }
            let names = Set(pages.map { String($0.dropLast(3)) })
            let link = try Regex(#"<doc:([A-Za-z0-9_-]+)>"#)
            for page in pages {
                for match in try PackageFiles.text("\(catalog)/\(page)").matches(of: link) {
                    let target = match.output[1].substring.map(String.init) ?? ""
                    if !names.contains(target) { broken.append("\(catalog)/\(page): <doc:\(target)>") }
                }
            }
        }
        #expect(broken == [])
    }
}
