// ViewLifecycle · CommandKit

import Foundation

/// What a command may know about the terminal it runs in: whether its output and input are one,
/// whether the user asked for no colour, and how to wait for the Enter key.
///
/// Output written anywhere but a terminal (a pipe, a file, a test's capture) is never coloured
/// and never waits, so ``notATerminal`` is the default of every ``CommandOutput`` but
/// ``CommandOutput/standard``.
package struct Terminal: Sendable {
    /// Whether standard output is a terminal.
    package var isOutputTerminal: Bool
    /// Whether standard input is a terminal, so a prompt can be answered.
    package var isInputTerminal: Bool
    /// Whether `NO_COLOR` is set to a non-empty value (no-color.org).
    package var prefersNoColor: Bool
    /// Blocks until the user presses Enter (or input ends).
    package var waitForEnter: @Sendable () -> Void

    /// Creates a terminal description.
    package init(
        isOutputTerminal: Bool, isInputTerminal: Bool, prefersNoColor: Bool,
        waitForEnter: @escaping @Sendable () -> Void = {}
    ) {
        self.isOutputTerminal = isOutputTerminal
        self.isInputTerminal = isInputTerminal
        self.prefersNoColor = prefersNoColor
        self.waitForEnter = waitForEnter
    }

    /// Whether output may carry ANSI colour: only on a terminal, and never with `NO_COLOR`.
    package var usesColor: Bool { isOutputTerminal && !prefersNoColor }

    /// Whether a command may pause for the user: both ends are a terminal.
    package var canPause: Bool { isOutputTerminal && isInputTerminal }

    /// No terminal at all: no colour, no pauses.
    package static let notATerminal = Terminal(
        isOutputTerminal: false, isInputTerminal: false, prefersNoColor: true)

    /// The process's own standard streams and environment.
    package static var process: Terminal {
        Terminal(
            isOutputTerminal: isatty(STDOUT_FILENO) == 1, isInputTerminal: isatty(STDIN_FILENO) == 1,
            prefersNoColor: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty,
            waitForEnter: { _ = readLine() })
    }
}
