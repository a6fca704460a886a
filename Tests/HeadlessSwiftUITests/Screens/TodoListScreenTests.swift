// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a todo list with swipe actions, onDelete/onMove, EditButton and
    // search.
    @Suite(.serialized) @MainActor struct TodoListScreenTests {
        struct Todo: Identifiable, Equatable {
            let id = UUID()
            var title: String
            var isDone = false
        }

        struct TodoListView: View {
            @State private var todos: [Todo]
            @State private var searchText = ""
            @State private var newTitle = ""

            init(todos: [Todo]) {
                _todos = State(initialValue: todos)
            }

            private var filtered: [Todo] {
                searchText.isEmpty
                    ? todos : todos.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
            }

            var body: some View {
                NavigationStack {
                    List {
                        Section {
                            HStack {
                                TextField("New todo", text: $newTitle)
                                    .onSubmit(add)
                                Button("Add", systemImage: "plus.circle.fill", action: add)
                                    .labelStyle(.iconOnly)
                                    .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
                            }
                        }
                        Section("Todos") {
                            ForEach(filtered) { todo in
                                HStack {
                                    Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                                        .foregroundStyle(todo.isDone ? .green : .secondary)
                                    Text(todo.title)
                                        .strikethrough(todo.isDone)
                                }
                                .swipeActions(edge: .leading) {
                                    Button {
                                        toggle(todo)
                                    } label: {
                                        Label("Done", systemImage: "checkmark")
                                    }
                                    .tint(.green)
                                }
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        todos.removeAll { $0.id == todo.id }
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                            }
                            .onDelete { offsets in todos.remove(atOffsets: offsets) }
                            .onMove { source, destination in
                                todos.move(fromOffsets: source, toOffset: destination)
                            }
                        }
                    }
                    .listStyle(.insetGrouped)
                    .overlay {
                        if filtered.isEmpty && !searchText.isEmpty {
                            ContentUnavailableView.search(text: searchText)
                        }
                    }
                    .searchable(text: $searchText, prompt: "Search todos")
                    .navigationTitle("Todos")
                    .toolbar {
                        EditButton()
                    }
                    .onChange(of: todos) { _, new in
                        log("todos \(new.map(\.title).joined(separator: ","))")
                    }
                }
            }

            private func add() {
                let title = newTitle.trimmingCharacters(in: .whitespaces)
                guard !title.isEmpty else { return }
                todos.append(Todo(title: title))
                newTitle = ""
            }

            private func toggle(_ todo: Todo) {
                guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
                todos[index].isDone.toggle()
            }
        }

        @Test("typing a todo and submitting adds it to the list", .enabled(if: Driver.drivesUserActions))
        func addsTodo() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: TodoListView(todos: [Todo(title: "Milk")])))
            try Driver.type("Bread", into: "New todo", submit: true)
            #expect(events.take() == ["todos Milk,Bread"])
        }
    }
}
