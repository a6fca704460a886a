// ViewLifecycle · seed001

// Seed 001's last code block, the post's ContentView, verbatim; its modifiers are in
// Examples/Seed001Modifiers/Seed001.swift. The post leaves `doSomething()` to the reader:
// main.swift supplies it.

import HeadlessSwiftUI
import Seed001Modifiers

struct ContentView: View {
    var body: some View {
        VStack {
            Text("onWillAppear と onWillAppear")
        }
        .onWillAppear {
            doSomething()
        }
        .onWillDisappear {
            doSomething()
        }
    }
}
