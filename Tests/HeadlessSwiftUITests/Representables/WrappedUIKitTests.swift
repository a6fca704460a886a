// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // App-style wrappers (Wrappers/): a coordinator as the UIKit view's delegate, writing back
    // through a binding. Sources: Apple's UIViewRepresentable documentation (makeCoordinator
    // before makeUIView, updateUIView at once and after each change of the representable's
    // inputs); UITextViewDelegate's reference (textViewDidChange is not called for programmatic
    // changes, https://github.com/twostraws/Sourceful/pull/19); the text programming guide's
    // editing order (should-begin, did-begin, should-change, did-change). Typing, tapping and
    // picking are the user's, so those tests run only where the driver can play them.
    @Suite(.serialized) @MainActor struct WrappedUIKitTests {
        @Test("a wrapped text view mounts coordinator first; setting its text in update tells no delegate")
        func noteEditorMounts() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: NoteScreen()))
            Driver.runUntilIdle()
            #expect(log.take() == ["makeCoordinator", "makeUIView", "updateUIView Draft"])
        }

        @Test(
            "each keystroke asks, changes, writes the binding, and SwiftUI updates the view once",
            .enabled(if: Driver.drivesUserActions))
        func noteEditorTyping() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: NoteScreen()))
            Driver.runUntilIdle()
            _ = log.take()
            try Driver.typeIntoUIKit("!", into: "note")
            #expect(log.take() == ["didBegin", "shouldChange !", "didChange Draft!", "updateUIView Draft!"])
            try Driver.typeIntoUIKit("?", into: "note")
            #expect(log.take() == ["shouldChange ?", "didChange Draft!?", "updateUIView Draft!?"])
        }

        @Test(
            "a wrapped search bar feeds its query binding and searches on the search key",
            .enabled(if: Driver.drivesUserActions))
        func queryBar() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: FruitSearchScreen()))
            Driver.runUntilIdle()
            #expect(log.take() == ["updateUIView "])
            try Driver.typeIntoUIKit("k", into: "Search fruit")
            #expect(log.take() == ["textDidChange k", "updateUIView k"])
            try Driver.typeIntoUIKit("i", into: "Search fruit", submit: true)
            #expect(
                log.take() == [
                    "textDidChange ki", "searchClicked", "didEnd", "search ki", "updateUIView ki",
                ])
        }

        @Test(
            "a wrapped page control's tap moves the page binding, and update follows",
            .enabled(if: Driver.drivesUserActions))
        func pageDots() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: OnboardingScreen()))
            Driver.runUntilIdle()
            #expect(log.take() == ["updateUIView 0"])
            try Driver.tapPageControl("dots")
            #expect(log.take() == ["valueChanged 1", "updateUIView 1"])
            try Driver.tapPageControl("dots", forward: false)
            try Driver.tapPageControl("dots", forward: false)
            #expect(log.take() == ["valueChanged 0", "updateUIView 0"])
        }

        @Test(
            "a picker in a sheet hands its picture to the binding and closes the sheet",
            .enabled(if: Driver.drivesUserActions))
        func photoPicker() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: AvatarScreen()))
            Driver.runUntilIdle()
            Triggers.shared.tap("choose photo")
            Driver.runUntilIdle()
            #expect(log.take() == ["makeUIViewController"])
            try Driver.pickImage(UIImage())
            #expect(log.take() == ["didFinishPicking", "dismantleUIViewController"])
            Triggers.shared.tap("check photo")
            #expect(log.take() == ["has photo true, sheet false"])
        }

        @Test(
            "a wrapped controller presents a share sheet; finishing it dismisses, then the handler runs",
            .enabled(if: Driver.drivesUserActions))
        func shareButton() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: ShareButton(text: "Hello"))
            _ = showInWindow(host)
            Driver.runUntilIdle()
            try Driver.tapUIKitControl("Share")
            #expect(log.take() == ["present share sheet"])
            #expect(host.presentedViewController is UIActivityViewController)
            try Driver.finishSharing(with: .copyToPasteboard, completed: true)
            #expect(log.take() == ["shared com.apple.UIKit.activity.CopyToPasteboard true"])
            #expect(host.presentedViewController == nil)
        }
    }
}

/// A screen with a note editor over a draft.
struct NoteScreen: View {
    @State private var text = "Draft"

    var body: some View {
        VStack {
            NoteEditor(text: $text)
            Text(text)
        }
    }
}

/// A screen that searches fruit with a wrapped search bar.
struct FruitSearchScreen: View {
    @State private var query = ""

    var body: some View {
        QueryBar(query: $query) { log("search \(query)") }
    }
}

/// Onboarding pages with wrapped dots.
struct OnboardingScreen: View {
    @State private var page = 0

    var body: some View {
        VStack {
            Text("Page \(page)")
            PageDots(numberOfPages: 3, currentPage: $page)
        }
    }
}

/// A profile screen that picks an avatar from the library in a sheet.
struct AvatarScreen: View {
    @State private var photo: UIImage?
    @State private var picking = false

    var body: some View {
        let _ = Triggers.shared.register("choose photo") { picking = true }
        let _ = Triggers.shared.register("check photo") { log("has photo \(photo != nil), sheet \(picking)") }
        Text(photo == nil ? "No photo" : "Photo")
            .sheet(isPresented: $picking) {
                PhotoPicker(image: $photo, isPresented: $picking)
            }
    }
}
