import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import Support
import Model
import Providers

/// `/media/images/FILE`, `/media/sounds/FILE`: the pictures and recordings stored in the data
/// folder, never a file outside it; `/media/speech/LANG/WORD`: a word spoken by espeak-ng,
/// kept in the data folder's `speech/` once made.
extension WebApp {
    var mediaRoutes: [WebRoute] {
        [
            WebRoute("GET", "media/images/{file}") { [unowned self] _, path in
                .now(try storedFile(path["file"] ?? "", in: desk.paths.imagesDirectory, type: MediaType.picture))
            },
            WebRoute("GET", "media/sounds/{file}") { [unowned self] _, path in
                .now(try storedFile(path["file"] ?? "", in: desk.paths.dataDirectory.appendingPathComponent("sounds"), type: MediaType.sound))
            },
            WebRoute("GET", "media/speech/{lang}/{word}") { [unowned self] _, path in try speech(path["lang"] ?? "", path["word"] ?? "") },
        ]
    }

    /// The largest media file sent.
    static let mediaLimit = 10 * 1024 * 1024
}

private extension WebApp {
    /// A file of `folder` by its stored name, sent only when it really lies inside the data
    /// folder (no `..`, no link out of it) and its bytes are of the kind `type` accepts.
    func storedFile(_ name: String, in folder: URL, type: ([UInt8]) -> String?) throws -> WebResponse {
        guard Self.isStoredName(name), let path = Self.inside(desk.paths.dataDirectory, folder.appendingPathComponent(name).path),
              let bytes = try? FileBytes.read(path: path, limit: Self.mediaLimit), let kind = type(bytes) else {
            throw WebFailure.notFound("no media file \(Text.printable(name))")
        }
        return WebResponse(contentType: kind, body: .bytes(bytes), headers: [("Cache-Control", "private, max-age=31536000, immutable")])
    }

    /// A word spoken, made by espeak-ng off the daemon's threads the first time.
    func speech(_ code: String, _ word: String) throws -> WebReply {
        guard let language = try? Language(code: code) else { throw WebFailure.notFound("no language '\(Text.printable(code))'") }
        guard !word.isEmpty, word.count <= 100, !Text.containsControlCharacters(word) else {
            throw WebFailure.notFound("words to speak have 1 to 100 characters")
        }
        guard let espeak = Espeak.find(environment: desk.environment) else {
            throw WebFailure.notFound("speech needs espeak-ng (apt-get install espeak-ng)")
        }
        let folder = desk.paths.dataDirectory.appendingPathComponent("speech")
        let file = folder.appendingPathComponent(SHA256.hex(Array("\(language.code)\n\(word)".utf8)).prefix(32) + ".wav").path
        if let bytes = try? FileBytes.read(path: file, limit: Self.mediaLimit) { return .now(Self.wave(bytes)) }
        return .later {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let partial = file + ".\(UInt64.random(in: 0...UInt64.max)).part"
                try espeak.save(word, language: language, to: partial)
                guard rename(partial, file) == 0 else { throw InvalidInput("cannot keep \(file)") }
                return Self.wave(try FileBytes.read(path: file, limit: Self.mediaLimit))
            } catch {
                return .error(404, "could not speak '\(Text.printable(word))': \(Text.printable(String(describing: error)))")
            }
        }
    }

    static func wave(_ bytes: [UInt8]) -> WebResponse {
        WebResponse(contentType: "audio/wav", body: .bytes(bytes), headers: [("Cache-Control", "private, max-age=86400")])
    }

    /// Names flash stores media under: letters, digits, `.`, `_` and `-`, not starting with a dot.
    static func isStoredName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && !name.hasPrefix(".") && !name.contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSetASCII.isAlphanumeric($0) || "._-".unicodeScalars.contains($0)) }
    }

    /// `path` with its links resolved, when that lies inside `folder`; else nil.
    static func inside(_ folder: URL, _ path: String) -> String? {
        guard let root = realpath(folder.path, nil), let resolved = realpath(path, nil) else { return nil }
        defer {
            free(root)
            free(resolved)
        }
        let base = String(cString: root), full = String(cString: resolved)
        return full.hasPrefix(base.hasSuffix("/") ? base : base + "/") ? full : nil
    }
}

private enum CharacterSetASCII {
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
