// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting

/// A screen with a planted fault: tapping Red, then Green, then Blue (whatever comes between)
/// shows "Unlocked", which the tests' invariant forbids. The other controls do nothing to it.
struct CombinationLock: View {
    private static let combination = ["Red", "Green", "Blue"]
    @State private var matched = 0
    @State private var note = ""
    @State private var isMuted = false

    var body: some View {
        VStack {
            ForEach(["Blue", "Green", "Red", "Yellow"], id: \.self) { color in
                Button(color) {
                    if matched < Self.combination.count, color == Self.combination[matched] { matched += 1 }
                }
            }
            TextField("Note", text: $note)
            Toggle("Muted", isOn: $isMuted)
            if matched == Self.combination.count { Text("Unlocked") }
        }
    }
}
