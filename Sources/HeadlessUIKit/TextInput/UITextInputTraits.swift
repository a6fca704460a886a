// ViewLifecycle · HeadlessUIKit

/// The keyboard and text behaviours of an object that takes text input. Every requirement is optional
/// in UIKit: the defaults below keep what is set per object and start at UIKit's defaults.
@MainActor @preconcurrency
public protocol UITextInputTraits: NSObjectProtocol {
    /// How text is capitalized automatically.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether text is autocorrected.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spelling is checked.
    @available(iOS 5.0, *)
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether quotes become smart quotes.
    @available(iOS 11.0, *)
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes.
    @available(iOS 11.0, *)
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are inserted and deleted around pasted words.
    @available(iOS 11.0, *)
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Whether inline predictions show.
    @available(iOS 17.0, *)
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// The keyboard shown.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as a password.
    var isSecureTextEntry: Bool { get set }
    /// What the text means, for autofill.
    @available(iOS 10.0, *)
    var textContentType: UITextContentType! { get set }
    /// The rules a new password must follow.
    @available(iOS 12.0, *)
    var passwordRules: UITextInputPasswordRules? { get set }
}

extension UITextInputTraits {
    /// How text is capitalized automatically: kept per object, `.sentences` until set.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get {
            GeneratedStorage.value(of: self, "UITextInputTraits.autocapitalizationType", default: .sentences)
        }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.autocapitalizationType") }
    }

    /// Whether text is autocorrected: kept per object, `.default` until set.
    public var autocorrectionType: UITextAutocorrectionType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.autocorrectionType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.autocorrectionType") }
    }

    /// Whether spelling is checked: kept per object, `.default` until set.
    @available(iOS 5.0, *)
    public var spellCheckingType: UITextSpellCheckingType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.spellCheckingType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.spellCheckingType") }
    }

    /// Whether quotes become smart quotes: kept per object, `.default` until set.
    @available(iOS 11.0, *)
    public var smartQuotesType: UITextSmartQuotesType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.smartQuotesType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.smartQuotesType") }
    }

    /// Whether double hyphens become dashes: kept per object, `.default` until set.
    @available(iOS 11.0, *)
    public var smartDashesType: UITextSmartDashesType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.smartDashesType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.smartDashesType") }
    }

    /// Whether spaces are inserted and deleted around pasted words: kept per object, `.default` until set.
    @available(iOS 11.0, *)
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.smartInsertDeleteType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.smartInsertDeleteType") }
    }

    /// Whether inline predictions show: kept per object, `.default` until set.
    @available(iOS 17.0, *)
    public var inlinePredictionType: UITextInlinePredictionType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.inlinePredictionType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.inlinePredictionType") }
    }

    /// The keyboard shown: kept per object, `.default` until set.
    public var keyboardType: UIKeyboardType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.keyboardType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.keyboardType") }
    }

    /// The keyboard's appearance: kept per object, `.default` until set.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.keyboardAppearance", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.keyboardAppearance") }
    }

    /// The return key's title: kept per object, `.default` until set.
    public var returnKeyType: UIReturnKeyType {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.returnKeyType", default: .default) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.returnKeyType") }
    }

    /// Whether the return key is disabled while there is no text: kept per object, `false` until set.
    public var enablesReturnKeyAutomatically: Bool {
        get {
            GeneratedStorage.value(
                of: self, "UITextInputTraits.enablesReturnKeyAutomatically", default: false)
        }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.enablesReturnKeyAutomatically") }
    }

    /// Whether the text is hidden as a password: kept per object, `false` until set.
    public var isSecureTextEntry: Bool {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.isSecureTextEntry", default: false) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.isSecureTextEntry") }
    }

    /// What the text means, for autofill: kept per object, `nil` until set.
    @available(iOS 10.0, *)
    public var textContentType: UITextContentType! {
        get {
            GeneratedStorage.value(
                of: self, "UITextInputTraits.textContentType", default: nil as UITextContentType?)
        }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.textContentType") }
    }

    /// The rules a new password must follow: kept per object, `nil` until set.
    @available(iOS 12.0, *)
    public var passwordRules: UITextInputPasswordRules? {
        get { GeneratedStorage.value(of: self, "UITextInputTraits.passwordRules", default: nil) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInputTraits.passwordRules") }
    }
}
