// ViewLifecycle · LifecycleFixtures

import Foundation

/// Logs captured on real devices and Playgrounds, kept byte for byte as captured, and goldens of
/// what our runtime prints, read one way: as resources of this target, so tests find them from
/// any working directory.
public enum Fixture {
    /// Seed 000's Playground console log (`print(self, #function)` lines of a representable and
    /// its controller), as the blog post printed it.
    public static var seed000PlaygroundLog: String {
        path(of: "seed000-playground.log")
    }

    /// What `swift run seed000` prints on the headless runtime: a golden made by this project,
    /// not a device capture. SeedExampleTests holds the seed's whole output to it, HeadlessUIKitTests
    /// the lines of its controller run as a window's root.
    public static var seed000HeadlessGolden: String {
        path(of: "seed000-headless.log")
    }

    /// The path of the fixture file `name`.
    static func path(of name: String) -> String {
        let url = Bundle.module.resourceURL?.appendingPathComponent(name)
        guard let url, FileManager.default.fileExists(atPath: url.path) else {
            preconditionFailure(
                "fixture \(name) is not among LifecycleFixtures' resources; declare it in Package.swift")
        }
        return url.path
    }
}
