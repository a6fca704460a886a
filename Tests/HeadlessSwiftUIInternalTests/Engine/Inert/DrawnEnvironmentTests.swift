// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `EnvironmentValues.font` ("set with `font(_:)`"),
    // `lineLimit`, `multilineTextAlignment`, `truncationMode`, `minimumScaleFactor`,
    // `allowsTightening`, `textCase`, `lineSpacing`, `imageScale` and `controlSize`, each set by
    // the view modifier of the same name for the views below it.
    @Suite(.serialized) @MainActor struct DrawnEnvironmentTests {
        struct Reader: View {
            @Environment(\.font) var font
            @Environment(\.lineLimit) var lineLimit
            @Environment(\.multilineTextAlignment) var alignment
            @Environment(\.truncationMode) var truncation
            @Environment(\.minimumScaleFactor) var scale
            @Environment(\.allowsTightening) var tightening
            @Environment(\.textCase) var textCase
            @Environment(\.lineSpacing) var spacing
            @Environment(\.imageScale) var imageScale
            @Environment(\.controlSize) var controlSize

            var body: some View {
                let _ = log(
                    "\(font == .headline) \(lineLimit.map(String.init) ?? "nil") \(alignment) \(truncation) "
                        + "\(scale) \(tightening) \(textCase.map { "\($0)" } ?? "nil") \(spacing) "
                        + "\(imageScale) \(controlSize)")
                EmptyView()
            }
        }

        struct Screen: View {
            @State var limit = 2

            var body: some View {
                let _ = Triggers.shared.register("limit") { limit = 3 }
                Reader()
                    .lineLimit(limit)
                    .padding()
                    .font(.headline)
                    .multilineTextAlignment(.center)
                    .truncationMode(.middle)
                    .minimumScaleFactor(0.5)
                    .allowsTightening(true)
                    .textCase(.uppercase)
                    .lineSpacing(4)
                    .imageScale(.large)
                    .controlSize(.small)
                    .lineLimit(9)
            }
        }

        @Test("drawn-only modifiers set their environment values for the views below; the innermost wins")
        func setsEnvironment() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Screen()))
            #expect(log.take() == ["true 2 center middle 0.5 true uppercase 4.0 large small"])
            Triggers.shared.tap("limit")
            Driver.runUntilIdle()
            #expect(log.take() == ["true 3 center middle 0.5 true uppercase 4.0 large small"])
        }

        struct Plain: View {
            var body: some View {
                Reader().padding().frame(width: 10)
            }
        }

        @Test("a run without such modifiers leaves the environment at its defaults")
        func leavesDefaults() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Plain()))
            #expect(log.take() == ["false nil leading tail 1.0 false nil 0.0 medium regular"])
        }
    }
}
