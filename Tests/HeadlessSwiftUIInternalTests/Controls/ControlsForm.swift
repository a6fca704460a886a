// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// One of every control over `@State`, the form the controls' screen and driver tests use.
struct ControlsForm: View {
    @State private var wifi = true
    @State private var name = ""
    @State private var password = ""
    @State private var flavor = "Vanilla"
    @State private var rating = 3
    @State private var volume = 0.5
    @State private var taps = 0

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            TextField("Name", text: $name, prompt: Text("Your name"))
            SecureField("Password", text: $password)
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
            }
            Stepper("Rating: \(rating)", value: $rating, in: 1...5)
            Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
            ProgressView("Upload", value: volume)
            LabeledContent("Owner", value: name)
            Button("Delete", role: .destructive) { log("delete") }
            Button("Add", systemImage: "plus") { log("add \(name) \(password) \(flavor)") }
            Button {
                taps += 1
            } label: {
                TapBadge(taps: taps)
            }
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Image(systemName: "star")
            Button("Locked") { log("locked") }.disabled(true)
        }
    }
}

/// A button label with state of its own: the serial it got when its identity was made.
struct TapBadge: View {
    let taps: Int
    @State private var serial = BadgeSerial.next()

    var body: some View {
        Text("Badge \(serial), \(taps) taps")
    }
}

/// Hands out 1, 2, 3… so a test sees whether a label's state was made once or again.
@MainActor enum BadgeSerial {
    static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}
