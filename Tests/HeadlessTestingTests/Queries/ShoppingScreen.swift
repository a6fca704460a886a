// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting

/// A navigation stack in a tab, with a field, a toggle, enabled and disabled buttons, an
/// identified button and a text that reads as a button does.
struct ShoppingScreen: View {
    @State private var title = "Draft"
    @State private var done = false

    var body: some View {
        TabView {
            NavigationStack {
                VStack {
                    Text("Milk")
                    TextField("Title", text: $title)
                    Toggle("Done", isOn: $done)
                    Button("Save") { log("save \(title)") }
                    Button("Delete") { log("delete") }.disabled(true)
                    Button("Archive") { log("archive") }.accessibilityIdentifier("archive")
                    Text("Save")
                }
                .navigationTitle("Groceries")
                .toolbar { Button("Add") { log("add") } }
            }
            .tabItem { Text("Lists") }
            Text("Nothing to set").tabItem { Text("Settings") }
        }
    }
}
