import Model
/// The plans over the cards of lists: `learn` (one list, optionally filtered), `train` (several
/// lists, every miss again) and story mode's kit test and exam. Each orders the askable cards
/// with the seed, in the same order for the same seed.
extension SessionPlan {
    /// `learn LIST`: the list's askable cards (`--only` filtered), shuffled, `--count` of them.
    public static func learn(_ list: WordList, from source: SessionSource, settings: SessionSettings) throws -> SessionPlan {
        let catalog = source.catalog
        let listAskable = try catalog.askableIDs(in: list)
        let (askable, untranslated) = try choose(settings.only, of: list, askable: listAskable, catalog: catalog)
        var order = SeededOrder.shuffled(askable, seed: settings.seed)
        if let count = settings.count { order = Array(order.prefix(count)) }
        let pool = try pool(of: [list], askable: [listAskable], studies: false, catalog: catalog)
        return SessionPlan(kind: .learn, list: list, settings: settings, order: order, study: list.study, untranslated: untranslated,
                           available: askable.count, pool: pool, studies: [:], learned: list.study.learned)
    }

    /// `train LIST...`: the lists' askable cards mixed, `--count` of them, every miss asked again.
    public static func train(_ lists: [WordList], from source: SessionSource, settings: SessionSettings) throws -> SessionPlan {
        var settings = settings
        settings.retry = true
        let listAskable = try lists.map { try source.catalog.askableIDs(in: $0) }
        let askable = listAskable.flatMap { $0 }
        var order = SeededOrder.shuffled(askable, seed: settings.seed)
        if let count = settings.count {
            order = Array(order.prefix(count))
            settings.count = order.count
        }
        let studies = Dictionary(lists.map { ($0.id, $0.study) }) { first, _ in first }
        return SessionPlan(kind: .train, list: nil, settings: settings, order: order, study: commonStudy(lists), untranslated: 0, available: askable.count,
                           pool: try pool(of: lists, askable: listAskable, studies: true, catalog: source.catalog),
                           studies: studies, learned: nil)
    }

    /// `story test KIT`: every askable card of the kit once, shuffled, four options each.
    public static func kitTest(_ list: WordList, from source: SessionSource, seed: UInt64) throws -> SessionPlan {
        var settings = SessionSettings()
        settings.direction = .native
        settings.answer = .choice
        settings.options = 4
        settings.seed = seed
        let askable = try source.catalog.askableIDs(in: list)
        return SessionPlan(kind: .test, list: list, settings: settings, order: SeededOrder.shuffled(askable, seed: seed), study: list.study, untranslated: 0,
                           available: askable.count, pool: try pool(of: [list], askable: [askable], studies: false, catalog: source.catalog),
                           studies: [:], learned: nil)
    }

    /// `story exam STAGE`: ten random cards of the kits, typed and graded.
    public static func exam(_ lists: [WordList], from source: SessionSource, seed: UInt64, strict: Bool, questions: Int) throws -> SessionPlan {
        var settings = SessionSettings()
        settings.direction = .native
        settings.answer = .type
        settings.strict = strict
        settings.seed = seed
        let listAskable = try lists.map { try source.catalog.askableIDs(in: $0) }
        let askable = listAskable.flatMap { $0 }
        let order = Array(SeededOrder.shuffled(askable, seed: seed).prefix(questions))
        settings.count = order.count
        let members = zip(lists, listAskable).map { list, ids in SessionPool.Member(id: list.id, study: nil, count: ids.count, ids: ids) }
        return SessionPlan(kind: .exam, list: nil, settings: settings, order: order, study: commonStudy(lists), untranslated: 0, available: askable.count,
                           pool: SessionPool(catalog: source.catalog, members: members), studies: [:], learned: nil)
    }
}

private extension SessionPlan {
    /// The askable cards `filter` chooses, in list order, and how many cards it chose that
    /// cannot be asked. Without a filter that is the list's askable ids and the rest of the
    /// count the list was read with; a filter reads the list's entries.
    static func choose(_ filter: CardFilter?, of list: WordList, askable: [Int64], catalog: any SessionCatalog) throws -> (askable: [Int64], untranslated: Int) {
        guard let filter else { return (askable, list.cardCount - askable.count) }
        let chosen = try select(try catalog.sessionEntries(in: list), of: list, filter: filter, catalog: catalog)
        let ids = chosen.filter(\.askable).map(\.id)
        return (ids, chosen.count - ids.count)
    }

    static func select(_ entries: [SessionEntry], of list: WordList, filter: CardFilter, catalog: any SessionCatalog) throws -> [SessionEntry] {
        switch filter {
        case .unlearned: return entries.filter(\.unlearned)
        case .mistakes:
            let missed = Set(try catalog.missedInLastSession(of: list))
            return entries.filter { missed.contains($0.id) }
        case .leeches:
            let leeches = Set(try catalog.leechIDs(in: list))
            return entries.filter { leeches.contains($0.id) }
        }
    }

    /// The lists' askable cards as held, then the other lists of the same languages: one group
    /// per study, as `learn`, `train` and the kit test draw their distractors.
    static func pool(of lists: [WordList], askable: [[Int64]], studies: Bool, catalog: any SessionCatalog) throws -> SessionPool {
        let members = zip(lists, askable).map { list, ids in
            SessionPool.Member(id: list.id, study: studies ? list.study : nil, count: ids.count, ids: ids)
        }
        let chosen = Set(lists.map(\.id))
        var groups: [[Int64]] = []
        var grouped: Set<Study> = []
        for list in lists where grouped.insert(list.study).inserted {
            groups.append(try catalog.sameLanguageListIDs(as: list).filter { !chosen.contains($0) })
        }
        return SessionPool(catalog: catalog, members: members, extraGroups: groups)
    }
}
