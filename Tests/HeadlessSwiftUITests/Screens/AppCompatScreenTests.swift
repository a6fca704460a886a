// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Round 5 app-compat: screens written the way the public apps compiled in that round write
    // them (deprecated destination-value links, `.spring()`, asymmetric transitions, haptics,
    // accessibility settings, iOS 17's container-relative frames and scroll targets).
    @Suite(.serialized) @MainActor struct AppCompatScreenTests {
        struct Flashcard: View {
            let flag: Flag
            let removal: AnyTransition

            var body: some View {
                Text(flag.isOn ? "Answer" : "Question")
                    .onAppear { log("A" + (flag.isOn ? "T" : "F")) }
                    .onDisappear { log("D" + (flag.isOn ? "T" : "F")) }
                    .transition(.asymmetric(insertion: .scale, removal: removal))
                    .id(flag.isOn)
            }
        }

        // The identity rule of traces/25 (a removal under `.identity` is immediate, so the old
        // view disappears before the new one appears) applied to the removal half of an
        // asymmetric transition.
        @Test(
            "an asymmetric transition removes at once exactly when its removal is the identity",
            arguments: [("identity", "AFDTATDT"), ("opacity", "AFATDTDT"), ("move", "AFATDTDT")])
        func asymmetric(removal: String, expected: String) {
            let log = Log.start()
            let flag = Flag()
            let transition: AnyTransition =
                switch removal {
                case "identity": .identity
                case "opacity": .opacity
                default: .move(edge: .bottom).combined(with: .opacity)
                }
            let window = showInWindow(
                UIHostingController(rootView: Flashcard(flag: flag, removal: transition)))
            flag.isOn = true
            Driver.runUntilIdle()
            window.rootViewController = nil
            Driver.runUntilIdle()
            #expect(log.take().joined() == expected)
        }

        struct MotionAwareBadge: View {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
            @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
            let name: String

            var body: some View {
                Text(name)
                    .scaleEffect(reduceMotion ? 1 : 1.2)
                    .animation(reduceMotion ? nil : .spring(), value: name)
                    .onAppear { log("\(name) reduceMotion=\(reduceMotion) withoutColor=\(withoutColor)") }
            }
        }

        @Test("accessibility settings read off by default and as a preview sets them below")
        func accessibilitySettings() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: VStack {
                        MotionAwareBadge(name: "plain")
                        MotionAwareBadge(name: "calm")
                            .environment(\._accessibilityReduceMotion, true)
                            .environment(\._accessibilityDifferentiateWithoutColor, true)
                    }))
            #expect(
                log.take() == [
                    "plain reduceMotion=false withoutColor=false", "calm reduceMotion=true withoutColor=true",
                ])
        }

        struct Scoreboard: View {
            @State private var score = 0
            @State private var locked = false

            var body: some View {
                NavigationStack {
                    VStack(spacing: 12) {
                        Text("Score \(score)")
                        Button("Correct") {
                            UINotificationFeedbackGenerator().notificationOccurred(.success)
                            withAnimation(.spring()) { score += 1 }
                            log("score \(score)")
                        }
                        Button("Nudge") {
                            let generator = UIImpactFeedbackGenerator(style: .heavy)
                            generator.prepare()
                            generator.impactOccurred(intensity: 0.5)
                            UISelectionFeedbackGenerator().selectionChanged()
                            locked = true
                            log("locked")
                        }
                        Button("Reset") {
                            score = 0
                            log("reset")
                        }
                        .allowsHitTesting(!locked)
                        NavigationLink(destination: Text("Rules").onAppear { log("rules") }) {
                            Label("Rules", systemImage: "book")
                        }
                    }
                    .accentColor(.orange)
                    .navigationBarTitle("Quiz", displayMode: .inline)
                }
            }
        }

        @Test(
            "haptics play in actions; allowsHitTesting(false) stops taps; a destination-value link pushes",
            .enabled(if: Driver.drivesUserActions))
        func scoreboard() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Scoreboard()))
            try Driver.tap("Correct")
            try Driver.tap("Reset")
            try Driver.tap("Correct")
            try Driver.tap("Nudge")
            #expect(throws: (any Error).self) { try Driver.tap("Reset") }
            try Driver.tap("Rules")
            #expect(log.take() == ["score 1", "reset", "score 1", "locked", "rules"])
        }

        struct Inbox: View {
            @State private var count = 0

            var body: some View {
                NavigationView {
                    Text("\(count) messages")
                        .navigationBarTitle("Inbox")
                        .navigationBarItems(
                            leading: Button("Clear") {
                                count = 0
                                log("clear")
                            },
                            trailing: Button("Compose") {
                                count += 1
                                log("compose \(count)")
                            })
                }
            }
        }

        @Test("navigation bar items are bar buttons the user taps", .enabled(if: Driver.drivesUserActions))
        func barItems() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Inbox()))
            try Driver.tap("Compose")
            try Driver.tap("Compose")
            try Driver.tap("Clear")
            #expect(log.take() == ["compose 1", "compose 2", "clear"])
        }

        struct Settings: View {
            @State private var alerts = false

            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(["Daily", "Weekly"], id: \.self) { plan in
                            Text(plan)
                                .containerRelativeFrame(.horizontal, count: 2, spacing: 8)
                                .visualEffect { content, proxy in
                                    content.opacity(proxy.size.width > 0 ? 1 : 0.5).scaleEffect(0.9)
                                }
                                .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(
                                        1 - abs(phase.value) * 0.2)
                                }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .transaction { $0.disablesAnimations = true }
                Toggle("Alerts", isOn: $alerts)
                    .toggleStyle(SwitchToggleStyle(tint: .green))
                    .accessibilityInputLabels(["Alerts", "Notifications"])
                    .onChange(of: alerts) { log("alerts \(alerts)") }
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onEnded { _ in })
            }
        }

        @Test(
            "a tinted switch under iOS 17 layout modifiers still toggles",
            .enabled(if: Driver.drivesUserActions))
        func settings() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Settings()))
            try Driver.tap("Alerts")
            #expect(log.take() == ["alerts true"])
        }

        @Test("scroll transition phases say where a view is against the visible region")
        func scrollTransitionPhases() {
            #expect(ScrollTransitionPhase.topLeading.value == -1)
            #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
            #expect(
                ScrollTransitionPhase.bottomTrailing.value == 1
                    && !ScrollTransitionPhase.bottomTrailing.isIdentity)
        }

        @Test("a transaction carries its animation and flags; withTransaction runs its body")
        func transactions() {
            var transaction = Transaction(animation: .easeIn)
            #expect(transaction.animation == .easeIn)
            #expect(!transaction.disablesAnimations && !transaction.isContinuous)
            transaction.disablesAnimations = true
            var count = 0
            let binding = Binding(get: { count }, set: { count = $0 }).transaction(transaction)
            withTransaction(transaction) { binding.wrappedValue = 2 }
            withTransaction(\.isContinuous, true) { binding.wrappedValue += 1 }
            #expect(count == 3)
            #expect(binding.transaction.disablesAnimations)
            #expect(binding.transaction.animation == .easeIn)
        }

        @Test("paths and points follow affine transforms in CoreGraphics' order")
        func affineTransforms() {
            let transform = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
            #expect(CGPoint(x: 1, y: 2).applying(transform) == CGPoint(x: 7, y: 9))
            #expect(CGPoint(x: 7, y: 9).applying(transform.inverted()) == CGPoint(x: 1, y: 2))
            let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20)).applying(transform)
            #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 40))
            var shifted = Path()
            shifted.addRect(
                CGRect(x: 0, y: 0, width: 4, height: 4), transform: CGAffineTransform(translationX: 1, y: 1))
            #expect(shifted.boundingRect == CGRect(x: 1, y: 1, width: 4, height: 4))
            #expect(CGAffineTransform.identity.isIdentity && !transform.isIdentity)
            #expect(CGVector(dx: 3, dy: 4).dx == 3)
        }

        @Test("a text checker keeps learned and ignored words")
        func textChecker() {
            let checker = UITextChecker()
            checker.ignoreWord("swiftui")
            #expect(checker.ignoredWords == ["swiftui"])
            UITextChecker.learnWord("headlessly")
            #expect(UITextChecker.hasLearnedWord("headlessly"))
            UITextChecker.unlearnWord("headlessly")
            #expect(!UITextChecker.hasLearnedWord("headlessly"))
        }
    }
}
