import Foundation

/// Data files of PyPI packages in flash's PyPI folder (`pypi`, where `.ci/install` puts them
/// with `pip install --target`): read where pip put them, never run.
enum PyPIData {
    /// `relative` (as "wordfreq/data/small_en.msgpack.gz") in the folder, or in a venv there
    /// (`lib/python3.*/site-packages`, newest Python first); nil when it is not there.
    static func file(_ relative: String, pypi: String) -> String? {
        if FileManager.default.fileExists(atPath: pypi + "/" + relative) { return pypi + "/" + relative }
        let lib = pypi + "/lib"
        guard let versions = try? FileManager.default.contentsOfDirectory(atPath: lib) else { return nil }
        for version in versions.sorted().reversed() where version.hasPrefix("python3") {
            let file = "\(lib)/\(version)/site-packages/\(relative)"
            if FileManager.default.fileExists(atPath: file) { return file }
        }
        return nil
    }
}
