// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a profile header with images, gradients, shadows and symbols.
    @Suite(.serialized) @MainActor struct ProfileHeaderScreenTests {
        struct StatView: View {
            let value: Int
            let title: LocalizedStringKey

            var body: some View {
                VStack(spacing: 2) {
                    Text(value, format: .number.notation(.compactName))
                        .font(.headline)
                        .monospacedDigit()
                    Text(title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .textCase(.uppercase)
                }
                .frame(maxWidth: .infinity)
            }
        }

        struct ProfileHeader: View {
            let name: String
            let handle: String
            let joined: Date
            @State private var isFollowing = false
            @State private var followers = 1_250

            var body: some View {
                VStack(spacing: 12) {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .scaledToFit()
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.tint)
                        .frame(width: 96, height: 96)
                        .clipShape(Circle())
                        .overlay(Circle().stroke(.white, lineWidth: 4))
                        .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                        .overlay(alignment: .bottomTrailing) {
                            Image(systemName: "checkmark.seal.fill")
                                .imageScale(.large)
                                .foregroundStyle(.white, .blue)
                        }

                    VStack(spacing: 4) {
                        Text(name)
                            .font(.title2.bold())
                        Text("@\(handle)")
                            .foregroundStyle(.secondary)
                        Label {
                            Text("Joined \(joined, format: .dateTime.month(.wide).year())")
                        } icon: {
                            Image(systemName: "calendar")
                        }
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    }

                    HStack {
                        StatView(value: followers, title: "Followers")
                        Divider().frame(height: 32)
                        StatView(value: 312, title: "Following")
                    }
                    .padding(.vertical, 8)
                    .background(
                        .ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))

                    Button {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                            isFollowing.toggle()
                            followers += isFollowing ? 1 : -1
                        }
                    } label: {
                        Text(isFollowing ? "Following" : "Follow")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                    .tint(isFollowing ? .gray : .blue)
                }
                .padding()
                .frame(maxWidth: .infinity)
                .background(
                    LinearGradient(
                        colors: [.blue.opacity(0.3), .purple.opacity(0.1)], startPoint: .top,
                        endPoint: .bottom)
                )
                .clipShape(ContainerRelativeShape())
                .onChange(of: isFollowing) { _, following in
                    log("following \(following), followers \(followers)")
                }
            }
        }

        @Test("tapping Follow updates the state the header shows", .enabled(if: Driver.drivesUserActions))
        func follows() throws {
            let events = Log.start()
            let header = ProfileHeader(name: "Ann Lee", handle: "ann", joined: Date(timeIntervalSince1970: 0))
            _ = showInWindow(UIHostingController(rootView: header))
            try Driver.tap("Follow")
            #expect(events.take() == ["following true, followers 1251"])
        }
    }
}
