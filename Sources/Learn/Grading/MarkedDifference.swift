/// A human-readable difference between a typed answer and the accepted form, written on the typed
/// text: "ca[s→z]a" (replace), "c[+a]sa" (missing), "ca[-a]sa" (extra), "c[sa→as]a" (swap).
enum MarkedDifference {
    static func between(_ given: String, _ expected: String) -> String {
        let steps = alignment(Array(given), Array(expected))
        return merged(steps).map(render).joined()
    }
}

private extension MarkedDifference {
    /// One step of an alignment: characters that agree, or a change from typed to expected text.
    enum Step {
        case same(Character)
        case change(from: [Character], to: [Character])
    }

    /// Optimal string alignment table: `table[i][j]` is the distance of the prefixes.
    static func distances(_ a: [Character], _ b: [Character]) -> [[Int]] {
        var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if isSwap(a, b, i, j) { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table
    }

    static func isSwap(_ a: [Character], _ b: [Character], _ i: Int, _ j: Int) -> Bool {
        i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && a[i - 1] != a[i - 2]
    }

    static func alignment(_ a: [Character], _ b: [Character]) -> [Step] {
        let table = distances(a, b)
        var steps: [Step] = [], i = a.count, j = b.count
        while i > 0 || j > 0 {
            let (typed, wanted) = lastStep(a, b, table, i, j)
            let from = Array(a[(i - typed)..<i]), to = Array(b[(j - wanted)..<j])
            steps.append(from == to ? .same(from[0]) : .change(from: from, to: to))
            (i, j) = (i - typed, j - wanted)
        }
        return steps.reversed()
    }

    /// How many characters of `a` and of `b` the last step of a best alignment of `a[..<i]` and
    /// `b[..<j]` covers, preferring agreement, then a swap, a replacement, an extra character.
    static func lastStep(
        _ a: [Character], _ b: [Character], _ table: [[Int]], _ i: Int, _ j: Int
    ) -> (typed: Int, wanted: Int) {
        let here = table[i][j]
        if i > 0, j > 0, a[i - 1] == b[j - 1], here == table[i - 1][j - 1] { return (1, 1) }
        if isSwap(a, b, i, j), here == table[i - 2][j - 2] + 1 { return (2, 2) }
        if i > 0, j > 0, here == table[i - 1][j - 1] + 1 { return (1, 1) }
        if i > 0, here == table[i - 1][j] + 1 { return (1, 0) }
        return (0, 1)
    }

    /// Joins neighbouring changes, so "ss" for "ß" reads as one change.
    static func merged(_ steps: [Step]) -> [Step] {
        steps.reduce(into: []) { result, step in
            if case .change(let from, let to) = step, case .change(let before, let after)? = result.last {
                result[result.count - 1] = .change(from: before + from, to: after + to)
            } else {
                result.append(step)
            }
        }
    }

    static func render(_ step: Step) -> String {
        switch step {
        case .same(let character): String(character)
        case .change(let from, let to) where from.isEmpty: "[+\(String(to))]"
        case .change(let from, let to) where to.isEmpty: "[-\(String(from))]"
        case .change(let from, let to): "[\(String(from))→\(String(to))]"
        }
    }
}
