// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep (second batch): an events screen with a graphical date picker, a
    // segmented filter, multi-selection, context menus and a bottom toolbar.
    @Suite(.serialized) @MainActor struct EventsScreenTests {
        struct Event: Identifiable, Hashable {
            let id: Int
            let title: String
            let start: Date
            let isOnline: Bool
        }

        enum Filter: String, CaseIterable, Identifiable {
            case all = "All"
            case online = "Online"
            case inPerson = "In person"

            var id: String { rawValue }
        }

        struct EventsView: View {
            let events: [Event]
            @State private var day = Date(timeIntervalSince1970: 0)
            @State private var filter = Filter.all
            @State private var selection = Set<Event.ID>()
            @State private var editMode = EditMode.inactive

            private var shown: [Event] {
                switch filter {
                case .all: events
                case .online: events.filter(\.isOnline)
                case .inPerson: events.filter { !$0.isOnline }
                }
            }

            var body: some View {
                NavigationStack {
                    List(selection: $selection) {
                        Section {
                            DatePicker("Day", selection: $day, displayedComponents: .date)
                                .datePickerStyle(.graphical)
                            Picker("Filter", selection: $filter) {
                                ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
                            }
                            .pickerStyle(.segmented)
                            .labelsHidden()
                        }
                        Section("Events") {
                            ForEach(shown) { event in
                                VStack(alignment: .leading) {
                                    Text(event.title)
                                    Text(event.start, format: .dateTime.hour().minute())
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                .badge(event.isOnline ? "Online" : nil)
                                .contextMenu {
                                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                                    Button("Delete", systemImage: "trash", role: .destructive) {}
                                }
                            }
                        }
                    }
                    .environment(\.editMode, $editMode)
                    .navigationTitle("Events")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Text("\(selection.count) selected")
                            Spacer()
                            Menu {
                                Picker("Filter", selection: $filter) {
                                    ForEach(Filter.allCases) { Text($0.rawValue).tag($0) }
                                }
                            } label: {
                                Label("More filters", systemImage: "line.3.horizontal.decrease.circle")
                            }
                        }
                    }
                    .onChange(of: filter) { _, new in log("filter \(new.rawValue)") }
                }
            }
        }

        @Test("choosing a segment filters the events", .enabled(if: Driver.drivesUserActions))
        func filters() throws {
            let events = Log.start()
            let list = [
                Event(id: 1, title: "Standup", start: Date(timeIntervalSince1970: 3_600), isOnline: true),
                Event(id: 2, title: "Lunch", start: Date(timeIntervalSince1970: 7_200), isOnline: false),
            ]
            _ = showInWindow(UIHostingController(rootView: EventsView(events: list)))
            try Driver.select("Online", in: "Filter")
            #expect(events.take() == ["filter Online"])
        }
    }
}
