// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep (second batch): a chat thread that scrolls to its newest message
    // and sends from a composer inset at the bottom.
    @Suite(.serialized) @MainActor struct ChatScreenTests {
        struct Message: Identifiable, Equatable {
            let id: Int
            let text: String
            let isMine: Bool
        }

        struct Bubble: View {
            let message: Message

            var body: some View {
                HStack {
                    if message.isMine { Spacer(minLength: 40) }
                    Text(message.text)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .foregroundStyle(message.isMine ? .white : .primary)
                        .background(
                            message.isMine ? Color.blue : Color(uiColor: .secondarySystemBackground),
                            in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                    if !message.isMine { Spacer(minLength: 40) }
                }
                .id(message.id)
            }
        }

        struct ChatView: View {
            @State private var messages = [
                Message(id: 1, text: "Are we still on for lunch?", isMine: false),
                Message(id: 2, text: "Yes! 12:30?", isMine: true),
            ]
            @State private var draft = ""
            @FocusState private var isComposing: Bool

            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 8) {
                            ForEach(messages) { message in
                                Bubble(message: message)
                            }
                        }
                        .padding()
                    }
                    .scrollDismissesKeyboard(.interactively)
                    // An app would add `.defaultScrollAnchor(.bottom)` here: the swiftui-viewport
                    // branch adds it, so it is left out until that branch is merged.
                    .onChange(of: messages.count) {
                        withAnimation {
                            proxy.scrollTo(messages.last?.id, anchor: .bottom)
                        }
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    HStack(alignment: .bottom) {
                        TextField("Message", text: $draft, axis: .vertical)
                            .lineLimit(1...4)
                            .focused($isComposing)
                            .padding(8)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
                        Button {
                            send()
                        } label: {
                            Image(systemName: "arrow.up.circle.fill")
                                .font(.title)
                        }
                        .accessibilityLabel("Send")
                        .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    }
                    .padding(.horizontal)
                    .padding(.vertical, 8)
                    .background(.bar)
                }
                .navigationTitle("Sam")
                .navigationBarTitleDisplayMode(.inline)
            }

            @MainActor private func send() {
                let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
                messages.append(Message(id: (messages.last?.id ?? 0) + 1, text: text, isMine: true))
                draft = ""
                log("sent \(text)")
            }
        }

        @Test("typing a message and tapping Send appends it", .enabled(if: Driver.drivesUserActions))
        func sends() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: NavigationStack { ChatView() }))
            try Driver.type("See you there", into: "Message")
            try Driver.tap("Send")
            #expect(events.take() == ["sent See you there"])
        }
    }
}
