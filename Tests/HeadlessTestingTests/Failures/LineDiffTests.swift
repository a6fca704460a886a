// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

struct LineDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        let diff = LineDiff(expected: "a\nb\n", actual: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.unified() == "")
    }

    @Test("a changed line shows as - then +, with two lines of context either side")
    func changedLine() {
        let expected = "1\n2\n3\n4\n5\n6\n7\n"
        let actual = "1\n2\n3\nfour\n5\n6\n7\n"
        #expect(
            LineDiff(expected: expected, actual: actual).unified() == """
                @@ -2,5 +2,5 @@
                 2
                 3
                -4
                +four
                 5
                 6

                """)
    }

    @Test("an inserted and a removed line far apart make two hunks")
    func twoHunks() {
        let expected = "a\nb\nc\nd\ne\nf\ng\nh\ni\n"
        let actual = "new\na\nb\nc\nd\ne\nf\ng\nh\n"
        #expect(
            LineDiff(expected: expected, actual: actual).unified() == """
                @@ -1,2 +1,3 @@
                +new
                 a
                 b
                @@ -7,3 +8,2 @@
                 g
                 h
                -i

                """)
    }

    @Test("changes whose context touches share a hunk; no context shows only the changes")
    func merging() {
        let diff = LineDiff(expected: "a\nb\nc\nd\ne\n", actual: "A\nb\nc\nd\nE\n")
        #expect(
            diff.unified() == """
                @@ -1,5 +1,5 @@
                -a
                +A
                 b
                 c
                 d
                -e
                +E

                """)
        #expect(
            diff.unified(context: 0) == """
                @@ -1,1 +1,1 @@
                -a
                +A
                @@ -5,1 +5,1 @@
                -e
                +E

                """)
    }

    @Test("an empty side counts its start from 0, as diff prints it")
    func emptySide() {
        #expect(LineDiff(expected: "", actual: "x\n").unified() == "@@ -0,0 +1,1 @@\n+x\n")
    }
}
