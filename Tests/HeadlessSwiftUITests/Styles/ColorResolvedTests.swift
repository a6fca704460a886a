// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Color.Resolved` (components in the linear sRGB space,
    // `red`/`green`/`blue` in the gamma-encoded sRGB space) and of `Color(uiColor:)` and
    // `Color(cgColor:)`, which keep the UIKit and Core Graphics color's components.
    @Suite(.serialized) @MainActor struct ColorResolvedTests {
        @Test("a color from components resolves to them, linear and encoded")
        func components() {
            let resolved = Color(.sRGB, red: 1, green: 0, blue: 0.5, opacity: 0.5).resolve(
                in: EnvironmentValues())
            #expect(resolved.red == 1)
            #expect(resolved.linearGreen == 0)
            #expect(resolved.linearBlue == 0.21404114)
            #expect(resolved.opacity == 0.5)
            #expect(resolved.description == "#FF008080")
        }

        @Test("Color(uiColor:) and Color(cgColor:) resolve to the color's components")
        func fromUIKit() {
            let uiColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            #expect(Color(uiColor: uiColor).resolve(in: EnvironmentValues()).description == "#00FF00FF")
            let cgColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
            #expect(Color(cgColor: cgColor).resolve(in: EnvironmentValues()).description == "#0000FF80")
        }

        @Test("a resolved color makes a color again, and survives encoding")
        func roundTrip() throws {
            let resolved = Color.Resolved(red: 0, green: 0, blue: 1)
            #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
            #expect(resolved.cgColor.components == [0, 0, 1, 1])
            let data = try JSONEncoder().encode(resolved)
            #expect(String(decoding: data, as: UTF8.self) == "[0,0,1,1]")
            #expect(try JSONDecoder().decode(Color.Resolved.self, from: data) == resolved)
        }
    }
}
