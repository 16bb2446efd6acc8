extension Configuration {
    /// `flash config`: every setting with its value (keys masked) and where it came from, as a
    /// table after the data and configuration paths, or as JSON.
    public func report(paths: FlashPaths, json: Bool) -> String {
        let entries = settings.keys.sorted().map { key in
            let setting = settings[key]!
            let value = Self.isSecret(key) ? Self.mask(setting.value) : Text.printable(setting.value)
            return SettingEntry(key: key, value: value, source: setting.source.description)
        }
        if json { return JSONOutput.encode(entries) }
        var table = TextTable("SETTING", "VALUE", "FROM")
        for entry in entries { table.add(entry.key, entry.value, entry.source) }
        return "Data: \(paths.dataDirectory.path)\nYour configuration: \(paths.userConfigFile.path)\n" + table.render()
    }
}

private struct SettingEntry: Encodable {
    let key: String
    let value: String
    let source: String
}
