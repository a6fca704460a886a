// ViewLifecycle · CommandKit

/// The closest of `candidates` to `word`, if it is within two edits (a typo, not a guess).
package func closestMatch(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2 else { return nil }
    return best.candidate
}

/// The Levenshtein distance between two strings, by characters.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
