// ViewLifecycle · LifecycleCLITests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    /// `lifecycle demo --ios 17|18|26`: the session follows one iOS version's observed behaviour.
    /// SwiftUI's column changes with it (iOS 17 builds every tab at launch: traces/24 B,
    /// https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear); ViewLifecycle's appearance
    /// events, which come from UIKit's callbacks on its bridge, do not.
    @Suite(.serialized, .headlessWorld) @MainActor
    struct DemoProfileTests {
        /// The cells of one column (0 UIKit, 1 SwiftUI, 2 seed 001, 3 ViewLifecycle), step by step.
        static func column(_ index: Int, of stdout: String) -> [[String]] {
            var steps: [[String]] = []
            for line in stdout.split(separator: "\n", omittingEmptySubsequences: false) {
                if let first = line.first, first.isNumber, line.contains(". ") {
                    steps.append([])
                    continue
                }
                let cells = line.split(separator: "│", omittingEmptySubsequences: false)
                guard !steps.isEmpty, cells.count == 4 else { continue }
                let cell = cells[index].trimmingCharacters(in: .whitespaces)
                if !cell.isEmpty { steps[steps.count - 1].append(cell) }
            }
            return steps
        }

        @Test("--ios 17 makes Settings appear at launch in SwiftUI's column; ViewLifecycle's is unchanged")
        func swiftUIColumnFollowsTheProfile() {
            let ios17 = CommandTranscript.run(["demo", "--ios", "17"])
            let ios18 = CommandTranscript.run(["demo", "--ios", "18"])
            let ios26 = CommandTranscript.run(["demo", "--ios", "26"])
            let latest = CommandTranscript.run(["demo"])
            #expect(ios17.status == 0 && ios18.status == 0 && ios26.status == 0)
            #expect(ios26 == latest)
            let swiftUI17 = Self.column(1, of: ios17.stdout)
            let swiftUI26 = Self.column(1, of: ios26.stdout)
            #expect(swiftUI17.count == 16)
            #expect(swiftUI17.first == ["Inbox onAppear", "Settings onAppear"])
            #expect(swiftUI26.first == ["Inbox onAppear"])
            // Step 10 taps Settings: on iOS 17 its views already appeared.
            #expect(swiftUI17[9] == ["Inbox onDisappear"])
            #expect(swiftUI26[9] == ["Settings onAppear", "Inbox onDisappear"])
            // The Gallery's page and list row (steps 14-16) behave the same on every version: SwiftUI
            // shows and hides them, seed 001 hears nothing, ViewLifecycle speaks from SwiftUI's side.
            #expect(Array(swiftUI17[13...]) == Array(swiftUI26[13...]))
            #expect(swiftUI26[15] == ["Row card onDisappear", "Row card onAppear"])
            let seedSilent = Self.column(2, of: ios26.stdout)[14...].allSatisfy { $0.isEmpty }
            #expect(seedSilent)
            // iOS 18's tabs are lazy too: the same session as iOS 26.
            #expect(Self.column(1, of: ios18.stdout) == swiftUI26)
            // ViewLifecycle's appearance events are the same on every version; only where Settings'
            // bridge loads moves (its tab is built at launch on iOS 17).
            let appearance17 = Self.column(3, of: ios17.stdout).map { $0.filter { !$0.hasSuffix(" load") } }
            let appearance26 = Self.column(3, of: ios26.stdout).map { $0.filter { !$0.hasSuffix(" load") } }
            #expect(appearance17 == appearance26)
            #expect(Self.column(3, of: ios17.stdout).first?.contains("Settings load") == true)
        }

        @Test("an unknown --ios value names the option and the accepted values")
        func unknownVersion() {
            let run = CommandTranscript.run(["demo", "--ios", "19"])
            #expect(run.status == 2)
            #expect(run.stdout == "")
            #expect(
                run.stderr
                    == "lifecycle: error: '19' is not a value of '--ios' for 'demo'; use one of: 17, 18, 26\n"
            )
        }
    }

#endif
