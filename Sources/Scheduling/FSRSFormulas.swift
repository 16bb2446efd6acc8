import Foundation

/// The FSRS-6 memory formulas with the weights unpacked into constants.
/// Each expression keeps the reference implementation's order of operations, and powers of e go
/// through `pow` as Python's `math.e ** x` does, so results agree to the last bit.
package struct FSRSFormulas: Sendable {
    private let w: (Double, Double, Double, Double)  // w0...w3: initial stability per rating
    private let initialDifficultyBase: Double, initialDifficultyGrowth: Double  // w4, w5
    private let difficultyStep: Double, meanReversion: Double, easyDifficulty: Double  // w6, w7
    private let recallGrowth: Double, recallDecay: Double, recallRetrievability: Double  // w8...w10
    private let hardPenalty: Double, easyBonus: Double  // w15, w16
    private let forgetScale: Double, forgetDifficulty: Double, forgetStability: Double  // w11...w13
    private let forgetRetrievability: Double, forgetCeilingDivisor: Double  // w14, w17 and w18
    private let shortTermRate: Double, shortTermOffset: Double, shortTermDecay: Double  // w17...w19
    /// The forgetting curve's exponent and factor: R = (1 + factor · days / S) ^ decay.
    package let decay: Double, factor: Double
    private let retentionTerm: Double

    package init(weights p: [Double], desiredRetention: Double) {
        w = (p[0], p[1], p[2], p[3])
        (initialDifficultyBase, initialDifficultyGrowth) = (p[4], p[5])
        (difficultyStep, meanReversion) = (p[6], p[7])
        easyDifficulty = p[4] - pow(e, p[5] * 3) + 1
        (recallGrowth, recallDecay, recallRetrievability) = (pow(e, p[8]), p[9], p[10])
        (hardPenalty, easyBonus) = (p[15], p[16])
        (forgetScale, forgetDifficulty, forgetStability) = (p[11], p[12], p[13])
        (forgetRetrievability, forgetCeilingDivisor) = (p[14], pow(e, p[17] * p[18]))
        (shortTermRate, shortTermOffset, shortTermDecay) = (p[17], p[18], p[19])
        decay = -p[20]
        factor = pow(0.9, 1 / decay) - 1
        retentionTerm = pow(desiredRetention, 1 / decay) - 1
    }

    func initialStability(_ rating: Rating) -> Double {
        let value = switch rating { case .again: w.0; case .hard: w.1; case .good: w.2; case .easy: w.3 }
        return max(value, Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        clampDifficulty(initialDifficultyBase - pow(e, initialDifficultyGrowth * Double(rating.rawValue - 1)) + 1)
    }

    func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -(difficultyStep * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampDifficulty(meanReversion * easyDifficulty + (1 - meanReversion) * damped)
    }

    /// Stability after a review less than a day after the previous one.
    func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = pow(e, shortTermRate * (Double(rating.rawValue - 3) + shortTermOffset))
            * pow(stability, -shortTermDecay)
        if rating != .again { increase = max(increase, 1.0) }
        return max(stability * increase, Self.minimumStability)
    }

    /// Stability after a review a day or more after the previous one.
    func nextStability(_ stability: Double, _ difficulty: Double, _ retrievability: Double, _ rating: Rating) -> Double {
        let next = rating == .again
            ? forgetStability(stability, difficulty, retrievability)
            : recallStability(stability, difficulty, retrievability, rating)
        return max(next, Self.minimumStability)
    }

    func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// The review interval in whole days for a stability, before fuzz.
    func interval(stability: Double, maximum: Int) -> Int {
        let days = (stability / factor * retentionTerm).rounded(.toNearestOrEven)
        return Int(min(max(days, 1), Double(maximum)))
    }

    static let minimumStability = 0.001
}

private extension FSRSFormulas {
    func recallStability(_ stability: Double, _ difficulty: Double, _ retrievability: Double, _ rating: Rating) -> Double {
        let penalty = rating == .hard ? hardPenalty : 1
        let bonus = rating == .easy ? easyBonus : 1
        return stability * (1 + recallGrowth * (11 - difficulty) * pow(stability, -recallDecay)
            * (pow(e, (1 - retrievability) * recallRetrievability) - 1) * penalty * bonus)
    }

    func forgetStability(_ stability: Double, _ difficulty: Double, _ retrievability: Double) -> Double {
        let longTerm = forgetScale * pow(difficulty, -forgetDifficulty)
            * (pow(stability + 1, forgetStability) - 1) * pow(e, (1 - retrievability) * forgetRetrievability)
        return min(longTerm, stability / forgetCeilingDivisor)
    }

    func clampDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1.0), 10.0) }
}

/// Python's `math.e`; powers of it use `pow` rather than `exp` to match the reference bit for bit.
private let e = 2.718281828459045
