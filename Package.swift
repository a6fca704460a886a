// swift-tools-version:6.0
// ViewLifecycle: a trustworthy view lifecycle for SwiftUI, with a headless UIKit/SwiftUI runtime
// and trace tools that run wherever Swift runs.

import PackageDescription

let package = Package(
    name: "ViewLifecycle",
    products: [
        .library(name: "LifecycleCore", targets: ["LifecycleCore"]),
        .library(name: "LifecycleTrace", targets: ["LifecycleTrace"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "LifecycleCLI", targets: ["LifecycleCLI"]),
        .executable(name: "lifecycle", targets: ["lifecycle"]),
        .executable(name: "lifecycle-bench", targets: ["lifecycle-bench"]),
    ],
    targets: [
        // stdlib only: the events, the phase machine and the balancer.
        .target(name: "LifecycleCore"),
        // Trace records, parsers, writers, the checker and the renderers.
        .target(name: "LifecycleTrace", dependencies: ["LifecycleCore"]),
        // UIKit's view-controller lifecycle, headless, in virtual time.
        .target(name: "HeadlessUIKit", dependencies: ["LifecycleCore", "LifecycleTrace"]),
        // The `lifecycle` command's parsing and subcommands, kept in a library so tests reach it.
        .target(name: "LifecycleCLI", dependencies: ["LifecycleCore", "LifecycleTrace", "HeadlessUIKit"]),
        .executableTarget(name: "lifecycle", dependencies: ["LifecycleCLI"]),
        // Reuses LifecycleCLI's command table and parser, so both programs take arguments alike.
        .executableTarget(
            name: "lifecycle-bench", dependencies: ["LifecycleCore", "LifecycleTrace", "LifecycleCLI"]),

        .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore"]),
        .testTarget(name: "LifecycleTraceTests", dependencies: ["LifecycleTrace"]),
        .testTarget(name: "LifecycleCLITests", dependencies: ["LifecycleCLI"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "LifecycleTrace"]),
        // The seeds are Swift 5-mode code: this target proves they compile against our mirrors as is.
        .testTarget(
            name: "SeedSwift5Tests", dependencies: ["HeadlessUIKit", "LifecycleTrace"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
