import FoundationEssentials

/// Everything `flash export LIST cards.html` prints, as plain values: the list's cards (a deck,
/// pictures included), its sessions, its mistakes and a summary of its memory states. The
/// command fills it from the store; ``PrintableCards`` turns it into one page.
struct PrintableReport: Sendable, Equatable {
    /// One session with answers.
    struct Session: Sendable, Equatable {
        var started: Date
        /// From its start to its last answer, or its end.
        var durationSeconds: Double
        /// Answers given, skips included.
        var answered: Int
        /// Answers counted right ("almost" included).
        public var right: Int

        /// A session as `flash results` counts it.
        init(started: Date, durationSeconds: Double, answered: Int, right: Int) {
            self.started = started
            self.durationSeconds = durationSeconds
            self.answered = answered
            self.right = right
        }

        /// Right answers out of all answers, 0 to 100.
        var score: Double { answered == 0 ? 0 : Double(right) / Double(answered) * 100 }
    }

    /// One missed card, with what was given instead.
    struct Mistake: Sendable, Equatable {
        /// What was given and how often; `given` is empty for a skip.
        package struct WrongAnswer: Sendable, Equatable {
            /// What was given; empty for a skip, the grade for a self-graded card.
            var given: String
            /// How often.
            var count: Int
            /// For a self-graded card: the grade was given, not a word ("again").
            var selfGraded: Bool
            /// The card whose answer it is ("bear - oso"), when it is another card's.
            var confusedWith: String?

            /// A wrong answer given `count` times.
            init(given: String, count: Int, selfGraded: Bool = false, confusedWith: String? = nil) {
                self.given = given
                self.count = count
                self.selfGraded = selfGraded
                self.confusedWith = confusedWith
            }
        }

        /// The card's native word.
        public var native: String
        /// The card's learned word.
        public var learned: String
        /// What the learner was expected to answer the last time.
        var expected: String
        /// The wrong answers, most frequent first.
        var wrongAnswers: [WrongAnswer]
        /// The card's right and wrong counts over every session.
        public var right: Int
        var wrong: Int
        /// The card's latest answer.
        var lastSeen: Date?
        /// Whether the scheduler marked it a leech (forgotten again and again).
        var leech: Bool

        /// A missed card.
        init(native: String, learned: String, expected: String, wrongAnswers: [WrongAnswer],
                    right: Int, wrong: Int, lastSeen: Date? = nil, leech: Bool = false) {
            (self.native, self.learned, self.expected, self.wrongAnswers) = (native, learned, expected, wrongAnswers)
            (self.right, self.wrong, self.lastSeen, self.leech) = (right, wrong, lastSeen, leech)
        }
    }

    /// How the list's cards stand in the scheduler.
    package struct Memory: Sendable, Equatable {
        /// Never reviewed.
        public var new: Int
        /// In their (re)learning steps.
        var learning: Int
        /// In spaced review.
        public var review: Int
        /// Due now (overdue included).
        var due: Int
        /// Mean FSRS stability in days of the cards reviewed at least once; nil when none.
        var averageStability: Double?
        /// Mean predicted recall now, 0 to 1; nil when unknown.
        var averageRecall: Double?
        /// Cards forgotten again and again.
        var leeches: Int

        /// The counts of a list's cards.
        init(new: Int, learning: Int, review: Int, due: Int, averageStability: Double?, averageRecall: Double? = nil, leeches: Int) {
            (self.new, self.learning, self.review, self.due) = (new, learning, review, due)
            (self.averageStability, self.averageRecall, self.leeches) = (averageStability, averageRecall, leeches)
        }
    }

    /// The cards: each note's native word, picture, learned word, IPA and alternatives.
    var deck: InterchangeDeck
    /// Sessions with answers, oldest first.
    var sessions: [Session]
    /// The missed cards, as `flash mistakes --all` lists them.
    var mistakes: [Mistake]
    /// nil when the list has no memory states to show.
    var memory: Memory?
    /// When the page was made, and the time zone its dates are printed in.
    var generated: Date
    var timeZone: TimeZone

    /// A report; a list without sessions, mistakes or memory states still prints its cards.
    init(deck: InterchangeDeck, sessions: [Session] = [], mistakes: [Mistake] = [], memory: Memory? = nil,
                generated: Date, timeZone: TimeZone = .current) {
        (self.deck, self.sessions, self.mistakes, self.memory) = (deck, sessions, mistakes, memory)
        (self.generated, self.timeZone) = (generated, timeZone)
    }
}
