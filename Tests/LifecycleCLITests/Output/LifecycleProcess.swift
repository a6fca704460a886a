// ViewLifecycle · LifecycleCLITests

import Foundation
import TestProcesses

/// Runs the built `lifecycle` executable, found beside this test bundle, with its standard output
/// sent where a test says: a file such as `/dev/full`, or a pipe whose reader is already closed.
enum LifecycleProcess {
    /// Where the process's standard output goes.
    enum Output {
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// A pipe whose read end is closed before the process starts.
        case closedPipe
        /// A file opened for reading only, so every write fails as on a closed descriptor
        /// (`EBADF`, as `>&-` gives).
        case readOnly(String)
    }

    /// The exit status and standard error of one run.
    struct Result: Equatable {
        var status: Int32
        var stderr: String
    }

    /// Whether the system has `/dev/full`, whose writes fail with `ENOSPC`: Linux does, Apple
    /// platforms do not.
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    static func run(_ arguments: [String], stdout: Output) throws -> Result {
        let process = Process()
        process.executableURL = BuiltProducts.executable("lifecycle")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        switch stdout {
        case .file(let path):
            process.standardOutput = FileHandle(forWritingAtPath: path)
        case .readOnly(let path):
            process.standardOutput = FileHandle(forReadingAtPath: path)
        case .closedPipe:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        }
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A signal (SIGPIPE, SIGILL) is a crash, which the tests must see as such.
        let status =
            process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Result(status: status, stderr: String(decoding: data, as: UTF8.self))
    }
}
