// ViewLifecycle · seed000

// Seed 000 (Docs/Evidence.md), a Playground by a Japanese blogger, verbatim but for its
// imports (SwiftUI, UIKit, PlaygroundSupport -> their headless twins, and Seed000Sample, which
// holds the Playground's declarations of SampleView and SampleUIViewController so `lifecycle demo`
// can use them too: Examples/Seed000Sample/SampleView.swift). Run it with `swift run seed000`;
// Tests/SeedExampleTests/Seed000Tests.swift explains every line.

import HeadlessSwiftUI
import HeadlessUIKit
import HeadlessPlaygroundSupport
import Seed000Sample

do {
    let view = SampleView()
    print()
    PlaygroundPage.current.setLiveView(view)
    print()
}

let semaphore = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    sleep(5)
    semaphore.signal()
}
semaphore.wait()
PlaygroundPage.current.liveView = nil
