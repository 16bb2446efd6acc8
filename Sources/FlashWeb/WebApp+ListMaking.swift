import FoundationEssentials
import Support
import Model
import Store
import Providers
import ListMaker

/// `POST /api/lists` and `PATCH /api/lists/{list}/cards/{card}`: the same parser, providers
/// and storing as `flash new` and `flash edit`.
extension WebApp {
    /// `{"lang": "es", "text": "dog\ncat", "name"?, "from"?, "words"?: "native"|"learned",
    /// "style"?, "images"?: true, "replace"?: false, "keepUntranslated"?: false}`.
    struct NewListRequest: Decodable {
        let lang: String
        let text: String
        let name: String?
        let from: String?
        let words: String?
        let style: String?
        let images: Bool?
        let replace: Bool?
        let keepUntranslated: Bool?
    }

    /// Checks the request and the name at once; builds the cards off the daemon's threads, with
    /// progress at `/api/builds/{name}`; stores the list whole, or not at all.
    func newList(_ request: WebRequest) throws -> WebReply {
        let given = try body(NewListRequest.self, of: request)
        let native = given.from ?? desk.configuration.string("native", default: "en")
        let study = try InvalidInput.checking { try Study(native: Language(code: native), learned: Language(code: given.lang)) }
        let style = try InvalidInput.checking { try given.style.map(ListStyle.init(parsing:)) ?? .grey }
        guard let side = given.words.map({ WordSide(rawValue: $0) }) ?? .native else { throw WebFailure.badRequest("\"words\" is native or learned") }
        let parsed: ParsedList
        do {
            parsed = try WordListParser().parse(Array(given.text.utf8))
        } catch {
            throw WebFailure.badRequest(Text.printable(String(describing: error)))
        }
        let order = try desk.writing { writer in
            let name = try given.name.map { name in try InvalidInput.checking { try ListName(name) } }
                ?? ListName.firstFree(for: study, in: writer.store)
            guard let name else { throw WebFailure.badRequest("name the list: \"name\"") }
            let order = NewList(name: name, study: study, side: side, style: style, images: given.images ?? true,
                                replacing: given.replace ?? false, keepUntranslated: given.keepUntranslated ?? false)
            try order.checkName(in: writer.store)
            return order
        }
        try startBuilding(order.name, words: parsed.words.count)
        let maker = try cardMaker(images: order.images)
        return .later { [unowned self] in
            defer { desk.builds.withLock { _ = $0.removeValue(forKey: order.name.key) } }
            let report = await maker.build(parsed.words, study: study, side: order.side, images: order.images, now: desk.clock.now(), style: style) {
                [desk] step, _ in
                desk.builds.withLock { $0[order.name.key] = BuildStatus(list: order.name.value, phase: step.phase.rawValue, done: step.done, total: step.total, errors: step.errors) }
            }
            do {
                let summary = try desk.writing { writer in
                    guard !writer.closed else { throw WebFailure.conflict("flash serve is stopping: no list was stored") }
                    let list = try order.store(report, in: writer.store, now: desk.clock.now())
                    return BuildSummary(list: list, report: report, duplicates: parsed.duplicates, side: order.side, verb: "Made")
                }
                return .json(NewListReply(list: order.name.value, url: "/api/lists/" + PercentEncoding.encoded(order.name.value),
                                          summary: summary, notes: report.notes.map(Text.printable)), status: 201)
            } catch NewListError.nothingTranslated {
                let notes = report.notes.map(Text.printable).joined(separator: "; ")
                return .error(422, "\(NewListError.nothingTranslated); send \"keepUntranslated\": true to store it anyway" + (notes.isEmpty ? "" : " (\(notes))"))
            } catch {
                return Self.response(for: error)
            }
        }
    }

    struct NewListReply: Encodable, Sendable {
        let list: String
        let url: String
        let summary: BuildSummary
        let notes: [String]
    }

    /// The one builder for every new list: the configured providers, espeak-ng, the pictures
    /// folder, and the response cache.
    func cardMaker(images: Bool) throws -> CardMaker {
        guard let fixtures = desk.fixtures else {
            throw WebFailure.conflict("cannot find flash's Fixtures/ folder: start flash serve with FLASH_RESOURCES set to the folder holding Config/ and Fixtures/")
        }
        return CardMaker(configuration: desk.configuration, fixtures: fixtures, cache: try desk.responseCache(), environment: desk.environment,
                         imagesDirectory: desk.paths.imagesDirectory, images: images, translator: nil, imageProvider: nil)
    }

    /// Marks the list as being built; a second build of the same name at once is refused.
    private func startBuilding(_ name: ListName, words: Int) throws {
        let started = desk.builds.withLock { builds in
            guard builds[name.key] == nil else { return false }
            builds[name.key] = BuildStatus(list: name.value, phase: "translating", done: 0, total: words, errors: 0)
            return true
        }
        guard started else { throw WebFailure.conflict("'\(name.value)' is being built already") }
    }
}

extension WebApp {
    /// `{"translation": "perro, can"}`, `{"native": "dog, hound"}`, `{"pick": 2}` (a translation
    /// candidate), `{"picture": 3}` (a picture candidate; 0 for none) or `{"noPicture": true}`:
    /// one change at a time, as `flash edit` takes them.
    struct CardChange: Decodable {
        let translation: String?
        let native: String?
        let pick: Int?
        let picture: Int?
        let noPicture: Bool?
    }

    func changeCard(_ name: String, _ id: Int64, _ request: WebRequest) throws -> WebReply {
        let change = try body(CardChange.self, of: request)
        let given = [change.translation != nil, change.native != nil, change.pick != nil, change.picture != nil, change.noPicture == true]
        guard given.filter({ $0 }).count == 1 else {
            throw WebFailure.badRequest("give exactly one of \"translation\", \"native\", \"pick\", \"picture\" and \"noPicture\"")
        }
        if let number = change.picture, number > 0 { return try pickPicture(number, name, id) }
        return .now(try editCard(name, id) { card in
            if let number = change.pick { try card.pickCandidate(number) }
            if let text = change.translation { try card.setWords(text, on: .learned, option: "translation") }
            if let text = change.native { try card.setWords(text, on: .native, option: "native") }
            if change.noPicture == true || change.picture == 0 { card.removeImage() }
        })
    }
}

private extension WebApp {
    /// Reads the card, applies `change`, stores it: all under the writing lock.
    func editCard(_ name: String, _ id: Int64, _ change: (inout Card) throws -> Void) throws -> WebResponse {
        let now = desk.clock.now(), scheduler = desk.policy.scheduler, links = links, environment = desk.environment
        return try desk.writing { writer in
            var (list, card) = try Self.card(id, inList: name, store: writer.store)
            if try writer.store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
            let before = card.learned
            try change(&card)
            card.pronounceAnew(since: before, in: list.study.learned, pronounce: Espeak.pronouncer(environment: environment))
            try writer.store.cards.update(card)
            let memory = try writer.store.memory.memory(of: card.id).map { MemoryView($0, scheduler: scheduler, now: now) }
            return WebResponse.json(CardDetailView(card, list: list, memory: memory, links: links))
        }
    }

    /// Downloads (or draws) the candidate off the daemon's threads, then sets only the card's
    /// picture, so a change made meanwhile to its words is kept.
    func pickPicture(_ number: Int, _ name: String, _ id: Int64) throws -> WebReply {
        let card = try desk.writing { writer in
            let (list, card) = try Self.card(id, inList: name, store: writer.store)
            if try writer.store.story.isBasic(list) { throw StoryError.basicKitFixed(list.name) }
            return card
        }
        guard card.imageCandidates.indices.contains(number - 1) else {
            throw WebFailure.badRequest("this card has \(card.imageCandidates.count) picture candidates; \"picture\" takes 1 to \(max(1, card.imageCandidates.count)), or 0 for none")
        }
        let downloader = try desk.downloader(), images = ImageStore(directory: desk.paths.imagesDirectory)
        return .later { [unowned self] in
            var picked = card
            do {
                try await picked.pickImage(number, store: images, downloader: downloader)
            } catch {
                return .error(422, "picture candidate \(number) could not be used: \(Text.printable(String(describing: error)))")
            }
            do {
                return try editCard(name, id) { card in
                    card.imageFile = picked.imageFile
                    card.imageURL = picked.imageURL
                    card.imageIndex = picked.imageIndex
                    card.imageCredit = picked.imageCredit
                }
            } catch {
                return Self.response(for: error)
            }
        }
    }
}
