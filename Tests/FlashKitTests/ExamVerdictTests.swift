import Testing
@testable import Model

struct ExamVerdictTests {
    @Test func aScoreBelowTheMarkSaysWhatPassesAndHowToRetry() {
        let line = Exam.newborn.verdict(score: StoryRules.examPassMark - 1)
        #expect(line == "Not passed: 49% (50% passes). Practise the kits and try again: flash story exam newborn.")
    }

    @Test func aPassNamesTheStagesItOpens() {
        let line = Exam.newborn.verdict(score: StoryRules.examPassMark)
        #expect(line.hasPrefix("Passed the newborn exam with 50%: "))
        #expect(line.hasSuffix("open (flash story)."))
        for stage in Exam.newborn.opens { #expect(line.contains(stage.rawValue)) }
    }

    @Test func theSharedExamLeadsToChoosingFinalStagesAndTheFinalEndsTheStory() {
        #expect(Exam.highSchoolAndLifeActivities.verdict(score: 90).contains("with flash story choose STAGE"))
        #expect(Exam.final.verdict(score: 100) == "Passed the final exam with 100%: story mode is complete. Well done!")
        #expect(Exam.highSchoolAndLifeActivities.heading == "The high-school and life-activities exam")
    }
}
