// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a filters panel using scene storage, disclosure groups, group boxes
    // and the progress, gauge and labeled-content styles.
    @Suite(.serialized) @MainActor struct FiltersScreenTests {
        struct BadgeLabeledContentStyle: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Spacer()
                    configuration.content
                        .padding(.horizontal, 8)
                        .background(.quaternary, in: Capsule())
                }
            }
        }

        struct CardGroupBoxStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading, spacing: 8) {
                    configuration.label
                        .font(.headline)
                    configuration.content
                }
                .padding()
                .background(.background, in: RoundedRectangle(cornerRadius: 12))
            }
        }

        enum SortOrder: String, CaseIterable, Identifiable {
            case newest, title

            var id: Self { self }
        }

        struct FiltersView: View {
            @SceneStorage("sweep.sort") private var sortOrder = SortOrder.newest
            @SceneStorage("sweep.showsAdvanced") private var showsAdvanced = false
            @State private var minimumRating = 3.0

            var body: some View {
                ScrollView {
                    VStack(spacing: 16) {
                        GroupBox("Sort") {
                            Picker("Sort by", selection: $sortOrder) {
                                ForEach(SortOrder.allCases) { order in
                                    Text(order.rawValue.capitalized).tag(order)
                                }
                            }
                            .pickerStyle(.segmented)
                        }

                        GroupBox {
                            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                                Slider(value: $minimumRating, in: 1...5, step: 1) {
                                    Text("Minimum rating")
                                }
                                LabeledContent("Minimum", value: minimumRating, format: .number)
                            }
                        } label: {
                            Label("More filters", systemImage: "slider.horizontal.3")
                        }

                        ProgressView(value: 0.3) {
                            Text("Syncing")
                        } currentValueLabel: {
                            Text("30%")
                        }
                        .progressViewStyle(.linear)

                        Gauge(value: minimumRating, in: 1...5) {
                            Text("Rating")
                        }
                        .gaugeStyle(.accessoryLinear)

                        LabeledContent("Results", value: "42")
                            .alignmentGuide(.leading) { dimensions in dimensions[.leading] + 8 }
                    }
                    .groupBoxStyle(CardGroupBoxStyle())
                    .labeledContentStyle(BadgeLabeledContentStyle())
                    .padding()
                }
                .onChange(of: showsAdvanced) { _, isShown in
                    log("advanced \(isShown)")
                }
            }
        }

        @Test(
            "expanding Advanced writes its scene storage and shows the slider",
            .enabled(if: Driver.drivesUserActions))
        func expands() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: FiltersView()))
            try Driver.tap("Advanced")
            #expect(events.take() == ["advanced true"])
        }
    }
}
