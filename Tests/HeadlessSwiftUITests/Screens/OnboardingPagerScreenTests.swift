// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: an onboarding pager (page-style TabView with a Next button).
    @Suite(.serialized) @MainActor struct OnboardingPagerScreenTests {
        struct Page: Identifiable {
            let id: Int
            let symbol: String
            let title: String
            let message: String
        }

        struct OnboardingView: View {
            @State private var selection = 0
            @AppStorage("sweep.hasSeenOnboarding") private var hasSeenOnboarding = false

            let pages = [
                Page(id: 0, symbol: "book", title: "Read", message: "Keep every book in one place."),
                Page(id: 1, symbol: "chart.bar", title: "Track", message: "See how far you have come."),
                Page(id: 2, symbol: "bell", title: "Remind", message: "Never miss your reading time."),
            ]

            var body: some View {
                VStack {
                    TabView(selection: $selection) {
                        ForEach(pages) { page in
                            VStack(spacing: 20) {
                                Image(systemName: page.symbol)
                                    .font(.system(size: 64, weight: .light))
                                    .symbolVariant(.fill)
                                    .foregroundStyle(.tint)
                                Text(page.title)
                                    .font(.largeTitle.bold())
                                Text(page.message)
                                    .multilineTextAlignment(.center)
                                    .foregroundStyle(.secondary)
                                    .padding(.horizontal, 32)
                            }
                            .tag(page.id)
                        }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                    .indexViewStyle(.page(backgroundDisplayMode: .always))

                    Button {
                        if selection < pages.count - 1 {
                            withAnimation { selection += 1 }
                        } else {
                            hasSeenOnboarding = true
                        }
                    } label: {
                        Text(selection < pages.count - 1 ? "Next" : "Get Started")
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.accentColor, in: Capsule())
                            .foregroundStyle(.white)
                    }
                    .padding(.horizontal)
                }
                .onChange(of: selection) { oldValue, newValue in
                    log("page \(oldValue) -> \(newValue)")
                }
            }
        }

        @Test("Next moves the pager to the following page", .enabled(if: Driver.drivesUserActions))
        func advances() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: OnboardingView()))
            try Driver.tap("Next")
            try Driver.tap("Next")
            #expect(events.take() == ["page 0 -> 1", "page 1 -> 2"])
        }
    }
}
