// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A phone number field written as device code: its delegate formats the digits as they are
/// typed and puts the caret back after the same digit, through `UITextInput`'s positions.
final class SnippetPhoneScreen: UIViewController, UITextFieldDelegate {
    let phone = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        phone.placeholder = "Phone"
        phone.keyboardType = .phonePad
        phone.delegate = self
        view.addSubview(phone)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let current = (textField.text ?? "") as NSString
        let edited = current.replacingCharacters(in: range, with: string)
        let digitsBeforeCaret = edited.prefix(range.location + (string as NSString).length).filter(\.isNumber)
            .count
        let formatted = Self.format(edited.filter(\.isNumber))
        textField.text = formatted
        var seen = 0
        var caretOffset = 0
        for character in formatted where seen < digitsBeforeCaret {
            caretOffset += character.utf16.count
            if character.isNumber { seen += 1 }
        }
        if let caret = textField.position(from: textField.beginningOfDocument, offset: caretOffset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }

    /// "5551234567" as "(555) 123-4567", as far as the digits go.
    static func format(_ digits: String) -> String {
        let digits = Array(digits.prefix(10))
        guard digits.count > 3 else { return String(digits) }
        let area = "(\(String(digits[0..<3]))) "
        guard digits.count > 6 else { return area + String(digits[3...]) }
        return area + String(digits[3..<6]) + "-" + String(digits[6...])
    }

    /// Where the caret is, in UTF-16 units from the start.
    var caretOffset: Int? {
        phone.selectedTextRange.map { phone.offset(from: phone.beginningOfDocument, to: $0.start) }
    }
}

// Sources: UITextInput.h (positions, ranges and offsets); the caret after text set in code is at
// the end (https://github.com/fjcaetano/NSStringMask/pull/8); returning false after setting the
// text is the formatter pattern of PhoneNumberKit (https://github.com/marmelroy/PhoneNumberKit/issues/336).
@Suite(.serialized, .headlessWorld) @MainActor struct PhoneFieldSnippetTests {
    @Test("typing digits formats them, and a digit typed in the middle keeps the caret after it")
    func formatting() throws {
        let log = Log.start()
        let screen = SnippetPhoneScreen()
        let window = showOnScreen(screen, log: log)
        #if !canImport(UIKit)
            try Headless.typeText("5551234", into: "Phone")
            #expect(screen.phone.text == "(555) 123-4")
            #expect(screen.caretOffset == 11)
            let afterArea = try #require(
                screen.phone.position(from: screen.phone.beginningOfDocument, offset: 4))
            screen.phone.selectedTextRange = screen.phone.textRange(from: afterArea, to: afterArea)
            try Headless.typeText("9", into: "Phone")
            #expect(screen.phone.text == "(555) 912-34")
            #expect(screen.caretOffset == 7)
        #endif
        withExtendedLifetime(window) {}
    }
}
