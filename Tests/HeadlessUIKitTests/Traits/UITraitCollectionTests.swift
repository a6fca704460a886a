// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A custom trait, as WWDC23 "Unleash the UIKit trait system" defines one.
private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = "standard"
    static let affectsColorAppearance = true
}

/// A custom trait left with the protocol's defaults.
private struct BadgeCountTrait: UITraitDefinition {
    static let defaultValue = 0
}

/// The names of `traits`, in order.
private func names(_ traits: [UITrait]) -> [String] { traits.map { $0.name } }

// Values from Apple's declarations (UITraitCollection.h of the iOS 17.4 SDK): an empty collection
// specifies nothing, so each trait reads its unspecified value; combining collections lets later
// specified values win and never lets an unspecified one override (the header's comment on
// traitCollectionWithTraitsFromCollections:).
@Suite(.serialized, .headlessWorld) @MainActor struct UITraitCollectionTests {
    @Test("an empty collection reads every trait's unspecified value")
    func emptyCollection() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.horizontalSizeClass == .unspecified)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.forceTouchCapability == .unknown)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.displayGamut == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.activeAppearance == .unspecified)
        #expect(traits.toolbarItemPresentationSize == .unspecified)
        #expect(traits.imageDynamicRange == .unspecified)
        #expect(traits.sceneCaptureState == .unspecified)
        #expect(traits.typesettingLanguage == nil)
        #expect(names(traits.changedTraits(from: nil)) == [])
    }

    @Test("each single-trait initializer specifies that trait and nothing else")
    func singleTraitInitializers() {
        let made: [(UITraitCollection, [String])] = [
            (UITraitCollection(userInterfaceIdiom: .pad), ["UserInterfaceIdiom"]),
            (UITraitCollection(userInterfaceStyle: .dark), ["UserInterfaceStyle"]),
            (UITraitCollection(layoutDirection: .rightToLeft), ["LayoutDirection"]),
            (UITraitCollection(displayScale: 2), ["DisplayScale"]),
            (UITraitCollection(horizontalSizeClass: .regular), ["HorizontalSizeClass"]),
            (UITraitCollection(verticalSizeClass: .compact), ["VerticalSizeClass"]),
            (UITraitCollection(forceTouchCapability: .available), ["ForceTouchCapability"]),
            (UITraitCollection(preferredContentSizeCategory: .extraLarge), ["PreferredContentSizeCategory"]),
            (UITraitCollection(displayGamut: .SRGB), ["DisplayGamut"]),
            (UITraitCollection(accessibilityContrast: .high), ["AccessibilityContrast"]),
            (UITraitCollection(userInterfaceLevel: .elevated), ["UserInterfaceLevel"]),
            (UITraitCollection(legibilityWeight: .bold), ["LegibilityWeight"]),
            (UITraitCollection(activeAppearance: .inactive), ["ActiveAppearance"]),
            (UITraitCollection(toolbarItemPresentationSize: .small), ["ToolbarItemPresentationSize"]),
            (UITraitCollection(imageDynamicRange: .high), ["ImageDynamicRange"]),
            (UITraitCollection(sceneCaptureState: .active), ["SceneCaptureState"]),
            (
                UITraitCollection(typesettingLanguage: Locale.Language(identifier: "ja")),
                ["TypesettingLanguage"]
            ),
        ]
        for (traits, expected) in made {
            #expect(names(traits.changedTraits(from: UITraitCollection())) == expected)
        }
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(
            UITraitCollection(typesettingLanguage: Locale.Language(identifier: "ja")).typesettingLanguage?
                .minimalIdentifier == "ja")
    }

    @Test("combining collections: later specified values win, unspecified ones never override")
    func traitsFrom() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(userInterfaceStyle: .unspecified),
            UITraitCollection(ThemeTrait.self, value: "ocean"),
        ])
        #expect(combined.userInterfaceStyle == .light)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined[ThemeTrait.self] == "ocean")
        #expect(
            names(combined.changedTraits(from: nil)) == [
                "UserInterfaceStyle", "HorizontalSizeClass", "ThemeTrait",
            ])
    }

    @Test("mutations build a collection; modifying copies it and leaves the original as it was")
    func mutations() {
        let phone = UITraitCollection { traits in
            traits.userInterfaceIdiom = .phone
            traits.horizontalSizeClass = .compact
            traits[BadgeCountTrait.self] = 3
        }
        let dark = phone.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(phone.userInterfaceStyle == .unspecified)
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.userInterfaceIdiom == .phone)
        #expect(dark[BadgeCountTrait.self] == 3)
        #expect(names(dark.changedTraits(from: phone)) == ["UserInterfaceStyle"])
        #expect(names(phone.changedTraits(from: dark)) == ["UserInterfaceStyle"])
        #expect(phone.replacing(BadgeCountTrait.self, value: 4)[BadgeCountTrait.self] == 4)
    }

    @Test("containment compares specified values; colour appearance compares the colour traits")
    func comparing() {
        let screen = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(screen.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
        #expect(!screen.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(screen.containsTraits(in: UITraitCollection(horizontalSizeClass: .unspecified)))
        #expect(screen.containsTraits(in: nil))
        #expect(
            screen.hasDifferentColorAppearance(
                comparedTo: screen.modifyingTraits { $0.userInterfaceStyle = .dark }))
        #expect(
            !screen.hasDifferentColorAppearance(comparedTo: screen.modifyingTraits { $0.displayScale = 2 }))
        #expect(
            screen.hasDifferentColorAppearance(comparedTo: screen.replacing(ThemeTrait.self, value: "ocean")))
        #expect(
            !screen.hasDifferentColorAppearance(comparedTo: screen.replacing(BadgeCountTrait.self, value: 1)))
        #expect(screen.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test("a custom trait's name is its type's, its identifier the qualified name, its colour flag false")
    func customTraitDefaults() {
        #expect(BadgeCountTrait.name == "BadgeCountTrait")
        #expect(BadgeCountTrait.identifier.hasSuffix("BadgeCountTrait"))
        #expect(BadgeCountTrait.affectsColorAppearance == false)
        #expect(UITraitCollection()[BadgeCountTrait.self] == 0)
        #expect(
            names(UITraitCollection.systemTraitsAffectingColorAppearance) == [
                "UserInterfaceStyle", "AccessibilityContrast", "UserInterfaceLevel", "DisplayGamut",
                "ActiveAppearance",
            ])
    }

    @Test("a window's traits on an iPhone, and current is the screen's until set or performed")
    func screenTraitsAndCurrent() {
        let screen = UIViewController().traitCollection
        #expect(
            names(screen.changedTraits(from: nil)) == [
                "UserInterfaceIdiom", "UserInterfaceStyle", "LayoutDirection", "DisplayScale",
                "HorizontalSizeClass", "VerticalSizeClass", "ForceTouchCapability",
                "PreferredContentSizeCategory", "DisplayGamut", "AccessibilityContrast", "UserInterfaceLevel",
                "LegibilityWeight", "ActiveAppearance", "SceneCaptureState",
            ])
        #expect(screen.displayScale == 3)
        #expect(screen.preferredContentSizeCategory == .large)
        #expect(UITraitCollection.current === screen)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var seen: [UIUserInterfaceStyle] = []
        dark.performAsCurrent { seen.append(UITraitCollection.current.userInterfaceStyle) }
        seen.append(UITraitCollection.current.userInterfaceStyle)
        #expect(seen == [.dark, .light])
        UITraitCollection.current = dark
        #expect(UITraitCollection.current === dark)
        Headless.reset()
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}
