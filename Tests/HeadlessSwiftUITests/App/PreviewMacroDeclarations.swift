// ViewLifecycle · HeadlessSwiftUITests

// `#Preview` as apps write it, in Apple's three forms: this file compiling against both SwiftUIs is
// the check (the headless listing and rendering are tested in HeadlessSwiftUIInternalTests).

#Preview {
    Text("Dual-import preview")
}

#Preview("Named") {
    let title = "Named preview"
    return VStack {
        Text(title)
        Spacer()
    }
}

#Preview("With traits", traits: .portrait, .fixedLayout(width: 320, height: 200)) {
    Text("Fixed layout")
        .padding()
}
