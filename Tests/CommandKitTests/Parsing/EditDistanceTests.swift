// ViewLifecycle · CommandKitTests

import CommandKit
import Testing

/// The did-you-mean suggestions and the distance behind them.
struct EditDistanceTests {
    @Test(
        "suggestions are typos within two edits, never guesses",
        arguments: [
            ("--frmat", "--format"), ("--fromat", "--format"), ("--hlp", "--help"), ("--colour", nil),
        ] as [(String, String?)])
    func suggestions(typo: String, suggestion: String?) {
        #expect(closestMatch(to: typo, in: ["--format", "--help", "-h"]) == suggestion)
    }

    @Test("edit distance counts insertions, deletions and substitutions")
    func distance() {
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("same", "same") == 0)
    }
}
