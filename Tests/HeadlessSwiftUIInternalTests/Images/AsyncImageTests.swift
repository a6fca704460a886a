// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: AsyncImage without a network. Apple's documentation of
    // init(url:scale:transaction:content:) (https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:transaction:content:)):
    // "If you set the asynchronous image's URL to nil, or after you set the URL to a value but
    // before the load operation completes, the phase is AsyncImagePhase.empty. After the
    // operation completes, the phase becomes either failure or success." Headless only: the
    // test answers each URL.
    @Suite(.serialized) @MainActor struct AsyncImageTests {
        struct Oops: Error {}

        static let first = URL(string: "https://example.com/first.png")!
        static let second = URL(string: "https://example.com/second.png")!

        struct Cover: View {
            @State private var url: URL? = AsyncImageTests.first

            var body: some View {
                VStack {
                    AsyncImage(url: url) { phase in
                        let _ = log(Self.describe(phase))
                        if let image = phase.image {
                            image
                        } else if phase.error != nil {
                            Text("No cover")
                        } else {
                            Text("Loading")
                        }
                    }
                    Button("Next") { url = AsyncImageTests.second }
                    Button("None") { url = nil }
                }
            }

            static func describe(_ phase: AsyncImagePhase) -> String {
                switch phase {
                case .empty: "empty"
                case .success(let image): "success \(image.name)"
                case .failure: "failure"
                @unknown default: "unknown"
                }
            }
        }

        @Test("an answered URL: empty, then success on a later run-loop turn")
        func answeredFirst() {
            let log = Log.start()
            Headless.serveImage(Image("cover"), for: Self.first)
            _ = showInWindow(UIHostingController(rootView: Cover()))
            #expect(log.take() == ["empty", "success cover"])
            #expect(Headless.screen() == "Image \"cover\"\nButton \"Next\"\nButton \"None\"\n")
            #expect(Headless.requestedImageURLs == [Self.first])
        }

        @Test("an unanswered URL stays empty, whatever the time; an answer later completes it")
        func answeredLater() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Cover()))
            Headless.advance(by: 60)
            #expect(log.take() == ["empty"])
            #expect(Headless.screen() == "Text \"Loading\"\nButton \"Next\"\nButton \"None\"\n")
            Headless.serveImage(Image("late"), for: Self.first)
            Headless.runUntilIdle()
            #expect(log.take() == ["success late"])
        }

        @Test("a failed load: empty, then failure")
        func fails() {
            let log = Log.start()
            Headless.failImage(for: Self.first, with: Oops())
            _ = showInWindow(UIHostingController(rootView: Cover()))
            #expect(log.take() == ["empty", "failure"])
            #expect(Headless.screen() == "Text \"No cover\"\nButton \"Next\"\nButton \"None\"\n")
        }

        @Test("a new URL starts again from empty; a nil URL stays empty")
        func newURL() throws {
            let log = Log.start()
            Headless.serveImage(Image("cover"), for: Self.first)
            Headless.serveImage(Image("back"), for: Self.second)
            _ = showInWindow(UIHostingController(rootView: Cover()))
            #expect(log.take() == ["empty", "success cover"])
            try Headless.tap("Next")
            #expect(log.take() == ["empty", "success back"])
            try Headless.tap("None")
            #expect(log.take() == ["empty"])
            #expect(Headless.requestedImageURLs == [Self.first, Self.second])
        }

        struct Forms: View {
            var body: some View {
                VStack {
                    AsyncImage(url: AsyncImageTests.first)
                    AsyncImage(url: AsyncImageTests.second, scale: 2) { image in
                        image.resizable()
                    } placeholder: {
                        Text("Placeholder")
                    }
                }
            }
        }

        @Test("the image form shows nothing until loaded; the placeholder form shows its placeholder")
        func forms() {
            _ = Log.start()
            Headless.serveImage(Image("cover"), for: Self.first)
            _ = showInWindow(UIHostingController(rootView: Forms()))
            #expect(Headless.screen() == "Image \"cover\"\nText \"Placeholder\"\n")
            Headless.serveImage(Image("back"), for: Self.second)
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Image \"cover\"\nImage \"back\"\n")
        }
    }
}
