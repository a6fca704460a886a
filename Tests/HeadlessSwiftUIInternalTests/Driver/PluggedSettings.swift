// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A settings screen made of plugged controls, as an app's would be of the real ones.
struct PluggedSettings: View {
    @State private var wifi = true
    @State private var name = ""
    @State private var flavor = "Vanilla"
    @State private var volume = 5.0
    @State private var query = ""

    var body: some View {
        NavigationStack {
            VStack {
                PluggedSwitch(title: "Wi-Fi", isOn: $wifi)
                PluggedField(title: "Name", text: $name) { log("submitted \(name)") }
                PluggedPicker(title: "Flavor", options: ["Vanilla", "Chocolate"], selection: $flavor)
                PluggedSlider(title: "Volume", value: $volume)
                PluggedButton {
                    log("saved")
                } label: {
                    HStack {
                        Text("Save")
                        Text("now").onAppear { log("label onAppear") }
                    }
                }
                HStack {
                    Text("A")
                    Text("B")
                }
                .modifier(PluggedCombine())
                Text("Icon").modifier(PluggedAccessibility(label: "Star", identifier: "star"))
            }
            .modifier(PluggedNavigationChrome(title: "Settings", button: "Done") { log("done") })
            .modifier(PluggedRefreshable { @MainActor in log("refreshed") })
            .modifier(PluggedSearchable(text: $query))
        }
    }
}
