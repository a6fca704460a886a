// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a chart-less dashboard of cards in a lazy grid and a Grid.
    @Suite(.serialized) @MainActor struct DashboardScreenTests {
        struct Metric: Identifiable {
            let id: String
            let title: String
            let value: Double
            let change: Double
            let symbol: String
        }

        struct MetricCard: View {
            let metric: Metric

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Image(systemName: metric.symbol)
                            .symbolRenderingMode(.multicolor)
                        Text(metric.title)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Spacer()
                    }
                    Text(metric.value, format: .number.precision(.fractionLength(0)))
                        .font(.title.bold())
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    Text(metric.change, format: .percent.precision(.fractionLength(1)))
                        .font(.caption.weight(.medium))
                        .foregroundStyle(metric.change >= 0 ? .green : .red)
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(
                    RoundedRectangle(cornerRadius: 16, style: .continuous)
                        .fill(.background)
                        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
                )
                .onAppear { log("card \(metric.id)") }
            }
        }

        struct DashboardView: View {
            let metrics: [Metric]
            private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVGrid(columns: columns, spacing: 16) {
                            ForEach(metrics) { metric in
                                MetricCard(metric: metric)
                            }
                        }
                        .padding(.horizontal)

                        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                            GridRow {
                                Text("Source").font(.caption.bold())
                                Text("Share").font(.caption.bold())
                                    .gridColumnAlignment(.trailing)
                            }
                            Divider().gridCellUnsizedAxes(.horizontal)
                            GridRow {
                                Text("Search")
                                Text(0.62, format: .percent)
                            }
                            GridRow {
                                Text("Direct")
                                Text(0.38, format: .percent)
                            }
                        }
                        .padding()
                        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                        .padding()

                        Gauge(value: 0.72) {
                            Text("Storage")
                        } currentValueLabel: {
                            Text("72%")
                        }
                        .gaugeStyle(.accessoryLinearCapacity)
                        .tint(Gradient(colors: [.green, .orange, .red]))
                        .padding(.horizontal)
                    }
                    .background(Color(.systemGroupedBackground))
                    .navigationTitle("Dashboard")
                    .refreshable { log("refreshed") }
                }
            }
        }

        @Test("every card appears once, in order, when the dashboard mounts")
        func mountsCards() {
            let metrics = [
                Metric(id: "visits", title: "Visits", value: 12_840, change: 0.052, symbol: "person.3"),
                Metric(id: "sales", title: "Sales", value: 312, change: -0.013, symbol: "cart"),
                Metric(id: "rating", title: "Rating", value: 4.7, change: 0.002, symbol: "star"),
            ]
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: DashboardView(metrics: metrics)))
            #expect(events.take() == ["card visits", "card sales", "card rating"])
        }
    }
}
