// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `EnvironmentalModifier` (resolves to a concrete modifier
    // in the environment of the view it modifies).
    @Suite(.serialized) @MainActor struct EnvironmentalModifierTests {
        struct Badge: ViewModifier {
            let text: String

            func body(content: Content) -> some View {
                VStack {
                    content
                    Text(text)
                }
            }
        }

        struct SchemeBadge: EnvironmentalModifier {
            func resolve(in environment: EnvironmentValues) -> Badge {
                log("resolve \(environment.colorScheme)")
                return Badge(text: "\(environment.colorScheme)")
            }
        }

        struct Screen: View {
            @State var scheme = ColorScheme.light

            var body: some View {
                let _ = Triggers.shared.register("dark") { scheme = .dark }
                Text("Title").modifier(SchemeBadge()).environment(\.colorScheme, scheme)
            }
        }

        @Test("the modifier resolves in the view's environment, and again when it changes")
        func resolvesInEnvironment() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Screen()))
            #expect(log.take() == ["resolve light"])
            #expect(Headless.screen() == "Text \"Title\"\nText \"light\"\n")
            Triggers.shared.tap("dark")
            Driver.runUntilIdle()
            #expect(log.take() == ["resolve dark"])
            #expect(Headless.screen() == "Text \"Title\"\nText \"dark\"\n")
        }
    }
}
