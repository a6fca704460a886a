// ViewLifecycle · PackageLayoutTests

/// The parts of an Xcode test plan (`.xctestplan`, JSON) the simulator test command relies on.
struct TestPlan: Decodable {
    /// One test target the plan runs.
    struct Entry: Decodable {
        /// Where Xcode finds the target: `container:` is the package, `identifier` its target name.
        struct Target: Decodable {
            let containerPath: String
            let identifier: String
            let name: String
        }

        let target: Target
    }

    /// The plan's configurations; Xcode needs at least one.
    struct Configuration: Decodable {
        let id: String
        let name: String
    }

    let configurations: [Configuration]
    let testTargets: [Entry]
    let version: Int
}
