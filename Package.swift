// swift-tools-version:6.1
// ViewLifecycle: a trustworthy view lifecycle for SwiftUI, with a headless UIKit/SwiftUI runtime
// and trace tools that run wherever Swift runs.

import CompilerPluginSupport
import PackageDescription

/// Where Apple's SwiftUI and UIKit do not exist, so ViewLifecycle runs on the headless runtime.
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// Where UIKit is missing, so HeadlessTestSupport's Export.swift (`#if canImport(UIKit)`) chooses the
/// headless modules: only there does it depend on them, so building the dual-import tests for a
/// device or a simulator (`xcodebuild test -scheme DualImportTests`) never builds the runtime.
let headlessTestPlatforms: [Platform] = nonApplePlatforms + [.macOS]

/// Combine's publishers, ObservableObject and @Published, where the platform has no Combine of its
/// own: a target named `Combine`, so `import Combine` compiles unchanged. It ticks Timer.publish on
/// the headless run loop's virtual time. The manifest runs on the host that builds the package, so
/// a Mac (building for itself or for a device, whose SDKs all have Combine) declares none beside
/// Apple's; elsewhere HeadlessSwiftUI depends on it.
#if canImport(Combine)
    let combineStandIn: [Target] = []
    let combineStandInDependency: [Target.Dependency] = []
#else
    let combineStandIn: [Target] = [.target(name: "Combine", dependencies: ["HeadlessUIKit"])]
    let combineStandInDependency: [Target.Dependency] = ["Combine"]
#endif

/// The Symbols framework's effects (`.bounce`, `SymbolEffectOptions`), where the platform has none of
/// its own: a target named `Symbols`, so `import Symbols` compiles unchanged and SwiftUI's
/// `symbolEffect` modifiers take the same values. A Mac has Apple's.
#if canImport(Symbols)
    let symbolsStandIn: [Target] = []
    let symbolsStandInDependency: [Target.Dependency] = []
#else
    let symbolsStandIn: [Target] = [.target(name: "Symbols")]
    let symbolsStandInDependency: [Target.Dependency] = ["Symbols"]
#endif

/// Core Graphics' drawing types (`CGContext`, `CGPath`, `CGAffineTransform`, `CGColor`, `CGImage` and
/// their enums), where the platform has none of its own: a target named `CoreGraphics`, so
/// `import CoreGraphics` compiles unchanged; HeadlessUIKit re-exports it, as UIKit re-exports Apple's.
/// Its contexts record what is painted instead of making pixels; `HEADLESS_CORE_GRAPHICS` tells the
/// code that reads that record (`Headless.drawing(in:)`) and its tests that the stand-in is in use.
/// A Mac has Apple's.
#if canImport(CoreGraphics)
    let coreGraphicsStandIn: [Target] = []
    let coreGraphicsStandInDependency: [Target.Dependency] = []
    let coreGraphicsStandInSettings: [SwiftSetting] = []
#else
    // Swift Testing's cross-import overlay for a module named CoreGraphics: without it a test file
    // that imports Testing and HeadlessUIKit (which re-exports the stand-in) does not compile.
    let coreGraphicsStandIn: [Target] = [
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
        .target(name: "_Testing_CoreGraphics"),
    ]
    let coreGraphicsStandInDependency: [Target.Dependency] = ["CoreGraphics"]
    let coreGraphicsStandInSettings: [SwiftSetting] = [.define("HEADLESS_CORE_GRAPHICS")]
#endif

/// UniformTypeIdentifiers' `UTType` (the system's types as UTCoreTypes.h declares them, with their
/// extensions and MIME types) and `UTTagClass`, where the platform has none: a target by that name,
/// so `import UniformTypeIdentifiers` compiles unchanged. HeadlessSwiftUI imports it without
/// re-exporting it, as Apple's SwiftUI does. A Mac has Apple's.
#if canImport(UniformTypeIdentifiers)
    let uniformTypeIdentifiersStandIn: [Target] = []
    let uniformTypeIdentifiersStandInDependency: [Target.Dependency] = []
#else
    let uniformTypeIdentifiersStandIn: [Target] = [.target(name: "UniformTypeIdentifiers")]
    let uniformTypeIdentifiersStandInDependency: [Target.Dependency] = ["UniformTypeIdentifiers"]
#endif

/// The module name model code imports for `Transferable`, which HeadlessSwiftUI holds, where the
/// platform has no CoreTransferable: a target by that name that re-exports HeadlessSwiftUI, as
/// SwiftUI re-exports Apple's on a device. A Mac has Apple's. (No such module for `os` or
/// `QuartzCore`: packages test `canImport(os)` and `canImport(QuartzCore)` to mean an Apple
/// platform and then call Darwin's own functions, so a module by either name breaks their builds.)
#if canImport(CoreTransferable)
    let coreTransferableStandIn: [Target] = []
    let coreTransferableStandInDependency: [Target.Dependency] = []
#else
    let coreTransferableStandIn: [Target] = [
        .target(name: "CoreTransferable", dependencies: ["HeadlessSwiftUI"])
    ]
    let coreTransferableStandInDependency: [Target.Dependency] = ["CoreTransferable"]
#endif

let package = Package(
    name: "ViewLifecycle",
    // The versions whose SwiftUI has what the tests and the demo use (NavigationStack,
    // Observation); scripts/ios-typecheck.sh checks the iOS side at this minimum.
    platforms: [.iOS(.v17), .macCatalyst(.v17), .tvOS(.v17), .visionOS(.v1), .macOS(.v14)],
    products: [
        .library(name: "LifecycleCore", targets: ["LifecycleCore"]),
        .library(name: "LifecycleTrace", targets: ["LifecycleTrace"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
        .library(name: "HeadlessPlaygroundSupport", targets: ["HeadlessPlaygroundSupport"]),
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
        .library(name: "HeadlessSnapshotTesting", targets: ["HeadlessSnapshotTesting"]),
        .library(name: "ViewLifecycle", targets: ["ViewLifecycle"]),
        .executable(name: "lifecycle", targets: ["lifecycle"]),
        .executable(name: "lifecycle-bench", targets: ["lifecycle-bench"]),
        .executable(name: "seed000", targets: ["seed000"]),
        .executable(name: "seed001", targets: ["seed001"]),
    ],
    // On a Mac, `--traits Headless` builds ViewLifecycle on the headless runtime, as on Linux, so
    // the demo, the benchmarks and the headless test suites build and run there. Off by default:
    // an app that depends on the package gets Apple's SwiftUI.
    traits: [
        .trait(
            name: "Headless",
            description:
                "ViewLifecycle on HeadlessSwiftUI on Apple platforms too (the package's own demo and tests)")
    ],
    // swift-snapshot-testing for HeadlessSnapshotTesting only: an app that uses ViewLifecycle
    // resolves it but never builds it. `#Preview`'s plugin speaks the compiler's plugin protocol
    // itself (PluginSession), so nothing here needs swift-syntax.
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.0"),
    ],
    targets: [
        // stdlib only: the events, the phase machine and the balancer.
        .target(name: "LifecycleCore"),
        // Trace records, parsers, writers, the checker and the renderers.
        .target(name: "LifecycleTrace", dependencies: ["LifecycleCore"]),
        // UIKit's view-controller lifecycle, headless, in virtual time.
        .target(
            name: "HeadlessUIKit",
            dependencies: ["LifecycleCore", "LifecycleTrace"] + coreGraphicsStandInDependency,
            swiftSettings: coreGraphicsStandInSettings),
        // `#Preview` off Apple platforms, where SwiftUI does not declare it.
        .macro(name: "HeadlessSwiftUIMacros", dependencies: ["PluginSession"]),
        // How the package's macro plugins serve the compiler: its plugin protocol, spoken directly.
        .target(name: "PluginSession"),
        // SwiftUI's view graph (identity, state, observation, onAppear) hosted in HeadlessUIKit.
        .target(
            name: "HeadlessSwiftUI",
            dependencies: [
                "HeadlessUIKit", "LifecycleTrace",
            ] + combineStandInDependency + symbolsStandInDependency + uniformTypeIdentifiersStandInDependency + [
                .target(name: "HeadlessSwiftUIMacros", condition: .when(platforms: nonApplePlatforms))
            ],
            swiftSettings: [.define("HEADLESS_SWIFTUI_MACROS", .when(platforms: nonApplePlatforms))]),
        // The lifecycle modifiers: one source over SwiftUI+UIKit, SwiftUI+AppKit or the headless runtime.
        .target(
            name: "ViewLifecycle",
            dependencies: [
                "LifecycleCore",
                .target(name: "HeadlessSwiftUI", condition: .when(platforms: nonApplePlatforms)),
                .target(name: "HeadlessSwiftUI", condition: .when(traits: ["Headless"])),
            ] + coreTransferableStandInDependency),
        // What a user's tests call: isolation, hosting, the driver's actions (taps, typing, screen
        // text, launch, previews), queries, readable failures. HeadlessSwiftUI shares the engine's
        // internals it reads with `package` access.
        .target(
            name: "HeadlessTesting", dependencies: ["HeadlessSwiftUI", "LifecycleTrace"] + coreTransferableStandInDependency),
        // Snapshotting strategies for pointfreeco/swift-snapshot-testing over HeadlessTesting.
        .target(
            name: "HeadlessSnapshotTesting",
            dependencies: [
                "HeadlessTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // PlaygroundPage, so seed 000 runs as written.
        .target(name: "HeadlessPlaygroundSupport", dependencies: ["HeadlessSwiftUI"]),
        // The seeds as they were written (Swift 5 mode), with only their imports changed. Their
        // declarations live in libraries (with `public` added) so `lifecycle demo` can show them.
        .target(
            name: "Seed000Sample", dependencies: ["HeadlessSwiftUI"], path: "Examples/Seed000Sample",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Seed001Modifiers", dependencies: ["HeadlessSwiftUI"], path: "Examples/Seed001Modifiers",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "seed000", dependencies: ["HeadlessSwiftUI", "HeadlessPlaygroundSupport", "Seed000Sample"],
            path: "Examples/seed000", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "seed001", dependencies: ["HeadlessSwiftUI", "Seed001Modifiers"], path: "Examples/seed001",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The sample app (Examples/ReadingList): written as an iOS app is, importing only ViewLifecycle,
        // so it builds for an iPhone unchanged and runs headless in ReadingListTests and the bench.
        .target(name: "ReadingList", dependencies: ["ViewLifecycle"], path: "Examples/ReadingList"),
        // The argument parsing the `lifecycle` and `lifecycle-bench` commands share: a table of
        // subcommands, tokenize, parse, validate, run, one error enum, output and terminal.
        .target(name: "CommandKit", dependencies: ["LifecycleTrace"]),
        // The trace subcommands: check, normalize and diagram.
        .target(name: "TraceCommands", dependencies: ["CommandKit", "LifecycleCore", "LifecycleTrace"]),
        // `lifecycle demo`: an app session run headless with ViewLifecycle beside SwiftUI's
        // onAppear and the seeds, and the UIKit scenario.
        .target(
            name: "LifecycleDemo",
            dependencies: [
                "CommandKit", "LifecycleTrace", "HeadlessUIKit", "HeadlessSwiftUI", "HeadlessTesting",
                "ViewLifecycle", "Seed000Sample", "Seed001Modifiers",
            ]),
        // The `lifecycle` command's table of subcommands, in a library so tests reach it.
        .target(name: "LifecycleCLI", dependencies: ["CommandKit", "TraceCommands", "LifecycleDemo"]),
        .executableTarget(name: "lifecycle", dependencies: ["LifecycleCLI"]),
        // Takes arguments with CommandKit, as `lifecycle` does, and runs check through TraceCommands.
        .executableTarget(
            name: "lifecycle-bench",
            dependencies: [
                "LifecycleCore", "LifecycleTrace", "CommandKit", "TraceCommands", "HeadlessSwiftUI",
                "HeadlessTesting", "ViewLifecycle", "ReadingList",
            ]),

        // The seeded generator the random tests share (SplitMix64), stdlib only, so the tests of
        // every layer can use it. Test-only, so it is no product.
        .target(name: "TestRandom", path: "Tests/TestRandom"),
        // Where the tests that run the package's executables find them. Test-only, so it is no product.
        .target(name: "TestProcesses", path: "Tests/TestProcesses"),
        .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore", "TestRandom"]),
        .testTarget(name: "CommandKitTests", dependencies: ["CommandKit"]),
        // Parses the benchmarks' options and runs a few small to check their lines, never timing
        // them (release builds do); those that drive the headless world hold it (HeadlessTestSupport).
        .testTarget(
            name: "LifecycleBenchTests",
            dependencies: ["lifecycle-bench", "CommandKit", "HeadlessTestSupport"]),
        // Logs captured on devices (byte for byte) and goldens, as resources tests read one way.
        .target(
            name: "LifecycleFixtures", path: "Tests/Fixtures",
            resources: [.copy("seed000-playground.log"), .copy("seed000-headless.log")]),
        .testTarget(
            name: "LifecycleTraceTests", dependencies: ["LifecycleTrace", "LifecycleFixtures", "TestRandom"]),
        // Depends on the executable so `swift test` builds it: output failures are tested on it.
        .testTarget(
            name: "LifecycleCLITests",
            dependencies: [
                "LifecycleCLI", "CommandKit", "TraceCommands", "LifecycleDemo", "LifecycleTrace",
                "LifecycleFixtures",
                "HeadlessTestSupport", "TestProcesses", "lifecycle",
            ]),
        // What the runtime's test targets share: the choice of SwiftUI and UIKit or the headless
        // modules (Export.swift), the driver, the log and its logging controller, windows, the
        // world-access trait, leak and trace checks. Dual-import like the tests it serves, so an
        // Apple-platform test target can use it too. Test-only, so it is no product.
        .target(
            name: "HeadlessTestSupport",
            dependencies: [
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessTestPlatforms)),
                .target(name: "HeadlessSwiftUI", condition: .when(platforms: headlessTestPlatforms)),
                .target(name: "HeadlessTesting", condition: .when(platforms: headlessTestPlatforms)),
                .target(name: "LifecycleTrace", condition: .when(platforms: headlessTestPlatforms)),
            ],
            path: "Tests/HeadlessTestSupport"),
        // The dual-import test targets: written once against Apple's names through HeadlessTestSupport,
        // they run headlessly here and against SwiftUI and UIKit on a simulator. Each has an Export.swift
        // re-exporting HeadlessTestSupport and imports nothing headless-only; the simulator's test plan,
        // Tests/DualImportTests.xctestplan, lists exactly these (PackageLayoutTests checks both).
        .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessTestSupport"]),
        .testTarget(
            name: "HeadlessUIKitSnippetTests", dependencies: ["HeadlessTestSupport"],
            swiftSettings: coreGraphicsStandInSettings),
        .testTarget(
            name: "ViewLifecycleTests", dependencies: ["ViewLifecycle", "HeadlessTestSupport", "TestRandom"]),
        // The headless-only test targets: they reach internals (`@testable`) or headless-only API (the
        // `Headless` driver, the console, trace recording), so they build on the headless runtime only.
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: ["HeadlessUIKit", "HeadlessTestSupport", "LifecycleTrace", "LifecycleFixtures"],
            swiftSettings: coreGraphicsStandInSettings),
        .testTarget(
            name: "HeadlessSwiftUIInternalTests",
            dependencies: ["HeadlessSwiftUI", "HeadlessTesting", "HeadlessTestSupport"]),
        .testTarget(
            name: "ViewLifecycleInternalTests",
            dependencies: ["ViewLifecycle", "HeadlessTesting", "HeadlessTestSupport"]),
        // The sample app driven as a user's tests would: each test case in a fresh world (`.headless`),
        // hosted or launched, tapped and typed into, its screens read as text and its lifecycle log
        // checked. HeadlessTesting only, no test support.
        .testTarget(
            name: "ReadingListTests", dependencies: ["ReadingList", "ViewLifecycle", "HeadlessTesting"]),
        // The testing library as a user's tests use it: isolation (fifty parallel test cases and
        // XCTest's withWorld), hosting, launching an app value, the testing article's examples, queries,
        // gestures and readable failures, and the explorer on small screens and on the sample app.
        .testTarget(
            name: "HeadlessTestingTests",
            dependencies: ["HeadlessTesting", "HeadlessTestSupport", "ViewLifecycle", "ReadingList"]),
        // Seed 001's modifiers beside ours, in a module of their own: both extend View with
        // `onWillAppear`, which would make unpinned calls ambiguous in ViewLifecycleTests.
        .testTarget(
            name: "Seed001ComparisonTests",
            dependencies: ["ViewLifecycle", "HeadlessTestSupport", "Seed001Modifiers"]),
        // The `.screen` and `.lifecycle` strategies, recorded to files and as golden text (the inline
        // form runs in scripts/consumer, which builds the swift-syntax it needs). Headless only.
        .testTarget(
            name: "HeadlessSnapshotTestingTests",
            dependencies: [
                "HeadlessSnapshotTesting", "HeadlessTesting", "HeadlessTestSupport", "ViewLifecycle",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "HeadlessPlaygroundSupportTests",
            dependencies: ["HeadlessPlaygroundSupport", "HeadlessTestSupport"]),
        // Runs the seed executables as subprocesses; depending on them makes `swift test` build them.
        .testTarget(
            name: "SeedExampleTests",
            dependencies: ["seed000", "seed001", "LifecycleTrace", "LifecycleFixtures", "TestProcesses"]),
        // The seeds are Swift 5-mode code: this target proves they compile against our mirrors as is.
        .testTarget(
            name: "SeedSwift5Tests",
            dependencies: ["HeadlessUIKit", "HeadlessTestSupport", "LifecycleTrace"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Apple's `PreviewsMacros.SwiftUIView` stood in for, so scripts/ios-typecheck-tests.sh can
        // type-check `#Preview` against the iOS SDK off Xcode; nothing depends on it.
        .macro(name: "PreviewsMacros", dependencies: ["PluginSession"], path: "Tests/PreviewsMacros"),
        .testTarget(name: "PluginSessionTests", dependencies: ["PluginSession"]),
        // The package's own files, checked: the simulator's test plan and scheme name the dual-import targets.
        .testTarget(name: "PackageLayoutTests"),
    ],
    swiftLanguageModes: [.v6]
)

package.targets +=
    combineStandIn + symbolsStandIn + coreGraphicsStandIn + uniformTypeIdentifiersStandIn
    + coreTransferableStandIn
