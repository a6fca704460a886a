// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a collapsing header that measures itself with GeometryReader and
    // reports through a PreferenceKey.
    @Suite(.serialized) @MainActor struct PreferenceGeometryScreenTests {
        struct ScrollOffsetKey: PreferenceKey {
            static let defaultValue: CGFloat = 0

            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value += nextValue()
            }
        }

        struct HeaderHeightKey: PreferenceKey {
            static let defaultValue: CGFloat = 0

            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }

        struct CollapsingHeaderView: View {
            @State private var offset: CGFloat = 0
            @State private var headerHeight: CGFloat = 0

            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        GeometryReader { proxy in
                            Color.clear
                                .preference(
                                    key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                        }
                        .frame(height: 0)

                        Text("Library")
                            .font(.largeTitle.bold())
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(
                                GeometryReader { proxy in
                                    Color.clear.preference(
                                        key: HeaderHeightKey.self, value: proxy.size.height)
                                }
                            )
                            .opacity(offset < -40 ? 0 : 1)

                        ForEach(1...20, id: \.self) { index in
                            Text("Row \(index)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal)
                                .padding(.vertical, 8)
                        }
                    }
                }
                .coordinateSpace(.named("scroll"))
                .onPreferenceChange(ScrollOffsetKey.self) { value in
                    offset = value
                }
                .onPreferenceChange(HeaderHeightKey.self) { height in
                    headerHeight = height
                }
                .overlay(alignment: .top) {
                    if offset < -40 {
                        Text("Library")
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 8)
                            .background(.bar)
                    }
                }
                .onAppear { log("header appeared") }
            }
        }

        @Test("the measuring screen mounts once with its rows")
        func mounts() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: CollapsingHeaderView()))
            #expect(events.take() == ["header appeared"])
        }
    }
}
