// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Inert and style modifiers mixed in one run share one node (common.md: a list with eight
    // inert modifiers per row mounts within 1.5x of the bare list), and the screen still reads
    // an opacity(0) anywhere in the run.
    @Suite(.serialized) @MainActor struct DrawnRunTests {
        struct Row: View {
            var body: some View {
                Text("row")
                    .padding()
                    .font(.body)
                    .foregroundStyle(.primary)
                    .frame(maxWidth: .infinity)
                    .opacity(0.9)
                    .background(Color.gray)
                    .cornerRadius(8)
                    .accessibilityLabel("Row")
            }
        }

        struct Hidden: View {
            var body: some View {
                VStack {
                    Text("hidden").opacity(0).padding().font(.body)
                    Text("shown").padding().opacity(0.5)
                    Text("also hidden").opacity(0).padding().accessibilityLabel("Label")
                }
            }
        }

        @Test("seven inert and style modifiers, mixed, under an accessibility label add one node")
        func oneNodePerMixedRun() {
            let host = UIHostingController(rootView: Row())
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            #expect(lines.count == 3)
            #expect(lines.first == "Row")
            #expect(lines.last == "    Text \"row\"")
        }

        @Test(
            "opacity(0) under inert or accessibility modifiers still hides the run's content from the screen")
        func opacityInsideRun() {
            let host = UIHostingController(rootView: Hidden())
            _ = host.view
            #expect(Headless.screen(of: host) == "Text \"shown\"\n")
        }
    }
}
