// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object you use to check a string (usually the text of a document) for misspelled words.
///
/// No spelling dictionary ships headlessly, so no word is reported misspelled
/// (`rangeOfMisspelledWord` returns `{NSNotFound, 0}`) and there are no guesses or completions;
/// ignored and learned words are kept as UIKit keeps them.
@MainActor @preconcurrency
open class UITextChecker: NSObject {
    /// The words learned with `learnWord(_:)`, shared by every checker.
    private static var learnedWords: Set<String> = []

    /// The words this checker ignores.
    open var ignoredWords: [String]?

    /// Creates a text checker.
    public override init() {
        super.init()
    }

    /// Initiates a spell-check of a string and returns the range of the first misspelled word:
    /// `{NSNotFound, 0}` headlessly, where there is no dictionary.
    ///
    /// - Parameters:
    ///   - stringToCheck: The string to check.
    ///   - range: The range of the string to check.
    ///   - startingOffset: Where to start within the range.
    ///   - wrapFlag: Whether to wrap around to the start of the range.
    ///   - language: The language of the words.
    /// - Returns: The range of the first misspelled word.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Returns guesses for the misspelled word at the range: none headlessly.
    ///
    /// - Parameters:
    ///   - range: The range of the misspelled word.
    ///   - string: The string holding it.
    ///   - language: The language of the word.
    /// - Returns: The guesses, in the order to present them.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }

    /// Returns complete words for the partial word at the range: none headlessly.
    ///
    /// - Parameters:
    ///   - range: The range of the partial word.
    ///   - string: The string holding it.
    ///   - language: The language of the word.
    /// - Returns: The completions, in the order to present them.
    open func completions(
        forPartialWordRange range: NSRange, in string: String, language: String
    ) -> [String]? {
        []
    }

    /// Instructs the checker to ignore all future occurrences of a word.
    ///
    /// - Parameter wordToIgnore: The word to ignore.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Instructs every checker to learn a word.
    ///
    /// - Parameter word: The word to learn.
    open class func learnWord(_ word: String) {
        learnedWords.insert(word)
    }

    /// Whether a word has been learned (and so can be unlearned).
    ///
    /// - Parameter word: The word.
    /// - Returns: `true` when the word was learned.
    open class func hasLearnedWord(_ word: String) -> Bool {
        learnedWords.contains(word)
    }

    /// Instructs every checker to forget a learned word.
    ///
    /// - Parameter word: The word to unlearn.
    open class func unlearnWord(_ word: String) {
        learnedWords.remove(word)
    }

    /// The available spell-checking languages in user preference order: the process's language.
    open class var availableLanguages: [String] {
        [Locale.current.identifier]
    }
}
