// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting

/// A button presenting a sheet whose content logs its appearance; the sheet can refuse a swipe.
struct SheetScreen: View {
    let refusesSwipe: Bool
    @State private var isEditing = false

    var body: some View {
        Button("Edit") { isEditing = true }
            .sheet(isPresented: $isEditing, onDismiss: { log("onDismiss") }) {
                Text("Editor")
                    .onAppear { log("Editor onAppear") }
                    .onDisappear { log("Editor onDisappear") }
                    .interactiveDismissDisabled(refusesSwipe)
            }
    }
}

/// A card taking a long press, and a handle taking a drag that moves it.
struct GestureCard: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Card")
                .onLongPressGesture(minimumDuration: 1) {
                    log("long press")
                } onPressingChanged: { pressing in
                    log("pressing \(pressing)")
                }
            Text("Offset \(Int(offset))")
                .gesture(
                    DragGesture()
                        .onChanged { log("changed \(Int($0.translation.width))") }
                        .onEnded { value in
                            log("ended \(Int(value.translation.width))")
                            offset += value.translation.width
                        }
                )
                .accessibilityIdentifier("handle")
        }
    }
}

/// Rows that each have a "Delete" swipe action, and a photo with a context menu.
struct RowActionsScreen: View {
    @State private var items = ["Milk", "Eggs"]

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .swipeActions {
                        Button("Delete") {
                            log("delete \(item)")
                            items.removeAll { $0 == item }
                        }
                    }
            }
            Text("Photo").contextMenu {
                Button("Share") { log("share") }
                Button("Delete") { log("delete photo") }
            }
        }
    }
}

/// A handle whose drag updates gesture state, which the view reports as it changes.
struct GestureStateHandle: View {
    @GestureState private var dragged: CGFloat = 0

    var body: some View {
        Text("Handle")
            .gesture(DragGesture().updating($dragged) { value, state, _ in state = value.translation.height })
            .onChange(of: dragged) { _, new in log("dragged \(Int(new))") }
    }
}
