// ViewLifecycle · LifecycleTrace

import Foundation

extension TraceInputError {
    /// The error `open(2)` meant by `errno` for `path`: the cause named, not guessed from a
    /// missing file (a symbolic link loop is no "no such file").
    init(opening path: String, errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound(path: path)
        case ELOOP: self = .symlinkLoop(path: path)
        case EACCES, EPERM: self = .permissionDenied(path: path)
        case EISDIR: self = .isDirectory(path: path)
        default: self = .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// The error `read(2)` meant by `errno` for the input named `name`.
    init(reading name: String, errno code: Int32) {
        switch code {
        case EISDIR: self = .isDirectory(path: name)
        case EACCES, EPERM: self = .permissionDenied(path: name)
        default: self = .unreadable(path: name, reason: String(cString: strerror(code)))
        }
    }
}
