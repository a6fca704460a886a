// ViewLifecycle · PackageLayoutTests

import Foundation
import Testing

/// The simulator test command's files: `xcodebuild test -scheme DualImportTests` builds and runs
/// exactly the dual-import test targets, which compile against Apple's SwiftUI and UIKit, and
/// nothing headless-only. No Mac runs here, so these checks keep the files in step with the package.
struct SimulatorTestPlanTests {
    static let planPath = "Tests/DualImportTests.xctestplan"
    static let schemePath = ".swiftpm/xcode/xcshareddata/xcschemes/DualImportTests.xcscheme"

    @Test("the dual-import test targets are the ones the runtime's behaviour tests live in")
    func dualImportTargets() throws {
        #expect(
            try PackageFiles.dualImportTestTargets()
                == ["HeadlessSwiftUITests", "HeadlessUIKitSnippetTests", "ViewLifecycleTests"])
    }

    @Test("the test plan names every dual-import test target, and only those, in the package")
    func planNamesDualImportTargets() throws {
        let plan = try JSONDecoder().decode(TestPlan.self, from: PackageFiles.data(Self.planPath))
        let targets = plan.testTargets.map(\.target)
        #expect(targets.map(\.name) == (try PackageFiles.dualImportTestTargets()))
        #expect(targets.map(\.identifier) == targets.map(\.name))
        #expect(Set(targets.map(\.containerPath)) == ["container:"])
        #expect(plan.configurations.count == 1)
        #expect(plan.version == 1)
    }

    @Test("every target the test plan names is a test target of Package.swift")
    func planTargetsExist() throws {
        let plan = try JSONDecoder().decode(TestPlan.self, from: PackageFiles.data(Self.planPath))
        let declared = Set(try PackageFiles.testTargetNames())
        #expect(plan.testTargets.map(\.target.name).filter { !declared.contains($0) } == [])
    }

    @Test("the scheme builds the plan's targets for testing and runs the plan")
    func schemeMatchesPlan() throws {
        let plan = try JSONDecoder().decode(TestPlan.self, from: PackageFiles.data(Self.planPath))
        let scheme = try #require(SchemeReferences.parse(PackageFiles.data(Self.schemePath)))
        let names = plan.testTargets.map(\.target.name)
        #expect(scheme.elements.first == "Scheme")
        #expect(scheme.buildables.map { $0["BlueprintIdentifier"] } == names)
        #expect(scheme.buildables.map { $0["BuildableName"] } == names)
        #expect(scheme.buildables.map { $0["BlueprintName"] } == names)
        #expect(Set(scheme.buildables.map { $0["ReferencedContainer"] }) == ["container:"])
        #expect(scheme.testPlans == ["container:\(Self.planPath)"])
    }

    /// The modules built on the headless runtime, which a device build of the tests must not need.
    static let headlessModules: Set<Substring> = [
        "HeadlessUIKit", "HeadlessSwiftUI", "HeadlessPlaygroundSupport", "Seed000Sample", "Seed001Modifiers",
        "LifecycleDemo", "LifecycleCLI",
    ]

    @Test("no file of a dual-import test target imports a headless module or reaches internals")
    func dualImportFilesBuildForDevices() throws {
        var offending: [String] = []
        for target in try PackageFiles.dualImportTestTargets() {
            for path in PackageFiles.swiftFiles(ofTestTarget: target) {
                for line in try PackageFiles.text(path).split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let module = words.last, words.dropLast().last == "import" else { continue }
                    if words.first == "@testable" || Self.headlessModules.contains(module) {
                        offending.append("\(path): \(line)")
                    }
                }
            }
        }
        #expect(offending == [])
    }
}
