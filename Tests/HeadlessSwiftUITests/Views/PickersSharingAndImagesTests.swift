// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18: ColorPicker, ShareLink, AsyncImage and accessibility actions in every iOS 17.4
    // form compile against both SwiftUIs; labels are views of their own (they appear), and an
    // AsyncImage with a nil URL is in its `.empty` phase (Apple's documentation of
    // init(url:scale:transaction:content:): "If you set the asynchronous image's URL to nil …
    // the phase is AsyncImagePhase.empty"). Bodies run before any onAppear; onAppear children
    // first, in order (trace 23).
    @Suite(.serialized) @MainActor struct PickersSharingAndImagesTests {
        struct Note: Transferable {
            let text: String

            static var transferRepresentation: some TransferRepresentation {
                ProxyRepresentation(exporting: \.text)
            }
        }

        struct ColorPickers: View {
            @State private var tint = Color.blue

            var body: some View {
                VStack {
                    ColorPicker("Tint", selection: $tint)
                    ColorPicker("Tint", selection: $tint, supportsOpacity: false)
                    ColorPicker(String("Tint"), selection: $tint)
                    ColorPicker(selection: $tint) {
                        Text("Accent").onAppear { log("color label appeared") }
                    }
                }
            }
        }

        struct ShareLinks: View {
            let url = URL(string: "https://example.com/leaves")!

            var body: some View {
                VStack {
                    ShareLink(item: url)
                    ShareLink("Send", item: url, subject: Text("Subject"), message: Text("Message"))
                    ShareLink(String("Send"), item: "text")
                    ShareLink(Text("Send"), items: ["a", "b"])
                    ShareLink(items: [url, url])
                    ShareLink(item: url) { Text("Share link").onAppear { log("share label appeared") } }
                    ShareLink(items: ["a"]) { Text("Share texts") }
                    ShareLink(item: Note(text: "n"), preview: SharePreview("Note"))
                    ShareLink(
                        "Note", item: Note(text: "n"), preview: SharePreview("Note", image: Image("note")))
                    ShareLink(items: [Note(text: "n")], preview: { SharePreview($0.text) }) { Text("Notes") }
                    ShareLink(item: Note(text: "n"), preview: SharePreview(Text("Note"), icon: Image("icon")))
                    {
                        Text("Note")
                    }
                }
            }
        }

        struct AsyncImages: View {
            var body: some View {
                VStack {
                    AsyncImage(url: nil) { phase in
                        let _ = log(phase.image == nil && phase.error == nil ? "empty" : "loaded")
                        Color.gray
                    }
                    AsyncImage(url: nil, scale: 2)
                    AsyncImage(url: nil) { image in
                        image.resizable()
                    } placeholder: {
                        Text("Loading").onAppear { log("placeholder appeared") }
                    }
                    AsyncImage(url: nil, scale: 1, transaction: Transaction()) { phase in
                        phase.image ?? Image(systemName: "photo")
                    }
                }
            }
        }

        struct AccessibilityActions: View {
            var body: some View {
                VStack {
                    Text("Row").accessibilityAction {}.accessibilityAction(named: "Archive") {}
                    Text("Row").accessibilityAction(.escape) {}.accessibilityAction(named: Text("Flag")) {}
                    Text("Row").accessibilityAction(.magicTap) {}
                    Text("Row").accessibilityAction(named: String("Pin")) {}
                    Text("Row").accessibilityActions { Button("Delete") {} }
                    Text("Row").accessibilityAction(action: {}, label: { Text("Skip") })
                }
            }
        }

        struct Everything: View {
            var body: some View {
                VStack {
                    ColorPickers()
                    ShareLinks()
                    AsyncImages()
                    AccessibilityActions()
                }
            }
        }

        @Test("every form builds; labels and placeholders appear; a nil URL is the empty phase")
        func everyForm() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Everything()))
            #expect(
                log.take() == [
                    "empty", "color label appeared", "share label appeared", "placeholder appeared",
                ])
        }
    }
}
