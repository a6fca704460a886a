// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a screen that loads in .task, shows ProgressView meanwhile, and
    // reloads with pull to refresh.
    @Suite(.serialized) @MainActor struct AsyncLoadingScreenTests {
        struct Article: Identifiable, Decodable {
            let id: Int
            let title: String
            let published: Date
        }

        enum LoadState {
            case idle
            case loading
            case loaded([Article])
            case failed(String)
        }

        struct ArticlesView: View {
            @State private var state = LoadState.idle
            let load: () async throws -> [Article]

            var body: some View {
                NavigationStack {
                    Group {
                        switch state {
                        case .idle, .loading:
                            ProgressView("Loading articles…")
                                .progressViewStyle(.circular)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                        case .loaded(let articles):
                            List(articles) { article in
                                VStack(alignment: .leading) {
                                    Text(article.title)
                                        .font(.headline)
                                        .lineLimit(2)
                                    Text(article.published, format: .relative(presentation: .named))
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                            .refreshable { await reload() }
                        case .failed(let message):
                            ContentUnavailableView {
                                Label("Could not load", systemImage: "wifi.exclamationmark")
                            } description: {
                                Text(message)
                            } actions: {
                                Button("Try Again") {
                                    Task { await reload() }
                                }
                            }
                        }
                    }
                    .navigationTitle("Articles")
                }
                .task {
                    await reload()
                }
            }

            @MainActor private func reload() async {
                state = .loading
                do {
                    let articles = try await load()
                    state = .loaded(articles)
                    log("loaded \(articles.count)")
                } catch {
                    state = .failed(error.localizedDescription)
                    log("failed")
                }
            }
        }

        @Test(
            "the task loads the articles after the first frame", .tasksFollowVirtualTime)
        func loads() async {
            let events = Log.start()
            let articles = [
                Article(id: 1, title: "Spring", published: Date(timeIntervalSince1970: 0)),
                Article(id: 2, title: "Summer", published: Date(timeIntervalSince1970: 100)),
            ]
            _ = showInWindow(UIHostingController(rootView: ArticlesView { articles }))
            Driver.runUntilIdle()
            #expect(events.take() == ["loaded 2"])
        }
    }
}
