import Foundation
import Testing
@testable import FlashKit
@testable import Model

/// The unlock rules of story mode, on values built by hand.
@Suite struct StoryProgressTests {
    static func kit(_ id: Int64, _ stage: Stage, best: Int?, basic: Bool = true) -> Kit {
        let list = WordList(id: id, name: "\(stage.rawValue) \(id)", study: BasicKit.study, style: .grey, images: false,
                            created: Date(timeIntervalSince1970: 0), cardCount: 10)
        return Kit(list: list, stage: stage, basic: basic, best: best)
    }

    static func passed(_ exams: Exam...) -> [Exam: ExamRecord] {
        Dictionary(uniqueKeysWithValues: exams.map { ($0, ExamRecord(best: 60, attempts: 1, passed: true)) })
    }

    @Test func onlyTheFirstStageIsOpenAtTheStart() {
        let progress = StoryProgress(kits: [Self.kit(1, .newborn, best: nil)])
        #expect(progress.lock(of: .newborn) == nil)
        #expect(progress.lock(of: .preschool) == .passExam(.newborn))
        #expect(progress.lock(of: .lifeActivities) == .passExam(.earlySchool))
        #expect(progress.lock(of: .sideJobs) == .passExam(.highSchoolAndLifeActivities))
        #expect(progress.lock(of: .preschool)?.description == "pass the newborn exam (flash story exam newborn)")
    }

    @Test func anExamOpensOnlyWhenEveryKitScoresSeventyOrMore() {
        var progress = StoryProgress(kits: [Self.kit(1, .newborn, best: 69), Self.kit(2, .newborn, best: 100)])
        #expect(progress.examLock(.newborn) == .kitsUnderPassMark([Self.kit(1, .newborn, best: 69)]))
        progress.kits[0].best = 70
        #expect(progress.examLock(.newborn) == nil)
        progress.kits.append(Self.kit(3, .newborn, best: nil))
        #expect(progress.examLock(.newborn) == .kitsUnderPassMark([Self.kit(3, .newborn, best: nil)]))
    }

    @Test func aPassedExamOpensTheNextStageAndAddingAKitLocksNothing() {
        var progress = StoryProgress(kits: [Self.kit(1, .newborn, best: 80)], exams: Self.passed(.newborn))
        #expect(progress.lock(of: .preschool) == nil)
        progress.kits.append(Self.kit(2, .newborn, best: nil, basic: false))
        #expect(progress.examLock(.newborn) == nil)
        #expect(progress.lock(of: .preschool) == nil)
    }

    @Test func aFailedExamOpensNothing() {
        let progress = StoryProgress(kits: [Self.kit(1, .newborn, best: 80)],
                                     exams: [.newborn: ExamRecord(best: 40, attempts: 2, passed: false)])
        #expect(progress.lock(of: .preschool) == .passExam(.newborn))
        #expect(progress.examLock(.newborn) == nil)
    }

    @Test func highSchoolAndLifeActivitiesShareOneExamOverBothStagesKits() {
        #expect(Stage.highSchool.exam == Stage.lifeActivities.exam)
        #expect(Exam(parsing: "life activities") == .highSchoolAndLifeActivities)
        #expect(Exam.earlySchool.opens == [.highSchool, .lifeActivities])
        var progress = StoryProgress(kits: [Self.kit(1, .highSchool, best: 90), Self.kit(2, .lifeActivities, best: 50)],
                                     exams: Self.passed(.newborn, .preschool, .earlySchool))
        #expect(progress.examLock(.highSchoolAndLifeActivities) == .kitsUnderPassMark([Self.kit(2, .lifeActivities, best: 50)]))
        progress.kits[1].best = 75
        #expect(progress.examLock(.highSchoolAndLifeActivities) == nil)
    }

    @Test func finalStagesAreChosenAfterTheSharedExamAndTheFinalExamCoversThem() {
        var progress = StoryProgress(kits: [Self.kit(1, .programmingUniversity, best: 90), Self.kit(2, .sideJobs, best: 10)],
                                     exams: Self.passed(.newborn, .preschool, .earlySchool))
        #expect(progress.choiceLock == .passExam(.highSchoolAndLifeActivities))
        #expect(progress.examLock(.final) == .passExam(.highSchoolAndLifeActivities))
        progress.exams[.highSchoolAndLifeActivities] = ExamRecord(best: 50, attempts: 1, passed: true)
        #expect(progress.choiceLock == nil)
        #expect(progress.examLock(.final) == .chooseFinals)
        #expect(progress.lock(of: .sideJobs) == .chooseFinal(.sideJobs))
        progress.chosenFinals = [.programmingUniversity]
        #expect(progress.stages(of: .final) == [.programmingUniversity])
        #expect(progress.examLock(.final) == nil)
        progress.chosenFinals.insert(.sideJobs)
        #expect(progress.examLock(.final) == .kitsUnderPassMark([Self.kit(2, .sideJobs, best: 10)]))
        progress.exams[.final] = ExamRecord(best: 70, attempts: 1, passed: true)
        #expect(progress.isComplete)
    }

    @Test func aStageWithoutKitsHasNoExamToTake() {
        let progress = StoryProgress(exams: Self.passed(.newborn))
        #expect(progress.examLock(.preschool) == .noKits([.preschool]))
    }

    @Test func scoresAreRoundedPercentages() {
        #expect(StoryRules.score(right: 9, total: 13) == 69)
        #expect(StoryRules.score(right: 10, total: 14) == 71)
        #expect(StoryRules.score(right: 1, total: 8) == 13)
        #expect(StoryRules.score(right: 0, total: 0) == 0)
    }

    @Test func stagesAreReadAsLearnersTypeThem() {
        #expect(Stage(parsing: "Early School") == .earlySchool)
        #expect(Stage(parsing: "side_jobs") == .sideJobs)
        #expect(Stage(parsing: "kindergarten") == nil)
        #expect(Exam(parsing: "final") == .final)
        #expect(Exam(parsing: "side-jobs") == .final)
        #expect(Stage.allCases.sorted() == Stage.allCases)
    }
}
