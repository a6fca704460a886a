// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

struct MismatchMessageTests {
    @Test("equal texts make no message")
    func equal() {
        #expect(MismatchMessage.compare("The screen", expected: "a\n", actual: "a\n") == nil)
    }

    @Test("the message names what differs and shows the diff")
    func differs() {
        #expect(
            MismatchMessage.compare("The screen", expected: "Text \"Milk\"\n", actual: "Text \"Eggs\"\n")
                == """
                The screen differs from the expected text (-expected +actual):
                @@ -1,1 +1,1 @@
                -Text "Milk"
                +Text "Eggs"

                """)
    }

    @Test("texts that differ only in their final newline say so")
    func finalNewline() {
        #expect(
            MismatchMessage.compare("The screen", expected: "a", actual: "a\n")
                == "The screen differs only at its end: the expected text does not, the actual text ends with a newline."
        )
    }
}
