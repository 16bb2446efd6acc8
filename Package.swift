// swift-tools-version:6.0
import PackageDescription
import class Foundation.ProcessInfo

/// The static Foundation libraries and what they need, in one linker group so their order does
/// not matter (what `swift build --static-swift-stdlib` links).
let staticFoundation = (["--start-group"] + [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationCShims",
    "_FoundationCollections", "_FoundationICU", "CoreFoundation", "BlocksRuntime", "dispatch", "swiftDispatch", "swiftSynchronization", "swift_StringProcessing", "swift_RegexParser", "stdc++",
].map { "-l" + $0 } + ["--end-group"]).flatMap { ["-Xlinker", $0] }

/// FlashKit's targets, lowest layer first (see the targets below).
let flashKit = ["Support", "Model", "Scheduling", "HTTP", "Store", "Providers", "Learn", "ListMaker", "Reports", "Story", "Interchange", "Games", "FlashKit"]
let flashKitDependencies = flashKit.map { Target.Dependency(stringLiteral: $0) }

// flash runs on Linux (Debian): it declares no Apple platform, and needs glibc, libcurl,
// SQLite, zlib and zstd as the system libraries below.
let package = Package(
    name: "flash",
    products: [
        .executable(name: "flash", targets: ["flash"]),
        .library(name: "FlashKit", targets: flashKit),
    ],
    targets: [
        // libcurl's headers only: the shim opens libcurl.so.4 with dlopen when a command first
        // goes to the network, so offline commands start without loading it and its dependencies.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        // librsvg and cairo, opened with dlopen when an SVG picture is first drawn; no headers
        // needed (the shim declares what it calls), so flash builds and runs without them.
        .systemLibrary(
            name: "CRsvg",
            providers: [.apt(["librsvg2-2"])]
        ),
        // libmicrohttpd's headers only: the shim opens libmicrohttpd.so.12 with dlopen when
        // `flash serve` starts, so no other command loads it and GnuTLS.
        .systemLibrary(
            name: "CMicroHTTPD",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // FlashKit's layers, lowest first; each may import only those above it in this list,
        // and the compiler refuses anything else. Between them `package` access; `public` is
        // what the front ends (the flash tool, the web server) call.
        //
        // Values and formulas: text, files, compression and configuration; the cards, lists and
        // sessions; FSRS.
        .target(name: "Support", dependencies: ["CZlib", "CZstd"]),
        .target(name: "Model", dependencies: ["Support"]),
        .target(name: "Scheduling", dependencies: ["Support"]),
        // The outside world: HTTP over libcurl, the SQLite store (the only SQL), and the
        // translation, picture, sound and definition providers.
        .target(name: "HTTP", dependencies: ["Support", "CCurl"]),
        .target(name: "Store", dependencies: ["Support", "Model", "Scheduling", "HTTP", "CSQLite"]),
        .target(name: "Providers", dependencies: ["Support", "Model", "HTTP", "CRsvg"]),
        // The use cases: sessions and their engine, list making, reports, story mode,
        // import and export (all of Anki), the games.
        .target(name: "Learn", dependencies: ["Support", "Model", "Scheduling", "Store"]),
        .target(name: "ListMaker", dependencies: ["Support", "Model", "Providers", "Store"]),
        .target(name: "Reports", dependencies: ["Support", "Model", "Scheduling", "Store"]),
        .target(name: "Story", dependencies: ["Support", "Model", "Store", "Learn"]),
        .target(name: "Interchange", dependencies: ["Support", "Model", "Scheduling", "HTTP", "Store", "Providers", "ListMaker", "Reports"]),
        .target(name: "Games", dependencies: ["Support", "Model", "Scheduling", "HTTP", "Store", "Providers", "Learn", "ListMaker"]),
        // What a front end opens first: the environment, paths, configuration, clock and store.
        .target(name: "FlashKit", dependencies: ["Support", "Model", "Scheduling", "Store", "Providers"]),
        // Command specs, the argument parser, help and shell completion, made from one spec.
        .target(name: "FlashArguments", dependencies: ["Support", "Model", "Learn", "Games", "Interchange", "Reports"]),
        // The web front end (`flash serve`): libmicrohttpd, the JSON API and the page, over the
        // same engines as the terminal. The page's files are compiled in.
        .target(
            name: "FlashWeb", dependencies: flashKitDependencies + ["CMicroHTTPD"],
            resources: [.embedInCode("Site/index.html"), .embedInCode("Site/app.js"), .embedInCode("Site/app.css"), .embedInCode("Site/icon.svg")]
        ),
        // A release build links the Swift runtime and Foundation statically: the dynamic loader
        // then resolves a few C libraries instead of Swift's, which halves start-up
        // (`flash-bench scale`: --version 6.7 → 3.0 ms, a learn session's first question 17 → 12 ms).
        .executableTarget(
            name: "flash", dependencies: flashKitDependencies + ["FlashArguments", "FlashWeb"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"] + staticFoundation, .when(configuration: .release))]
        ),
        // A loopback HTTP/1.1 server that replays providers' wire formats, shared by the tests
        // and the benchmarks. Never linked into the flash tool.
        .target(name: "FlashTestSupport", dependencies: ["Support"]),
        .executableTarget(name: "flash-bench", dependencies: flashKitDependencies + ["FlashTestSupport"]),
        .testTarget(
            name: "FlashKitTests",
            dependencies: flashKitDependencies + ["FlashTestSupport"],
            exclude: ["Support/fsrs_reference.py", "Support/anki_check_export.py", "Support/anki_make_decks.py", "Support/anki_check_csv.py", "Support/anki_sync_server.py", "Support/anki_sync_device.py", "Support/anki_sync_bench.py", "Labelled"]
        ),
        .testTarget(name: "FlashCLITests", dependencies: flashKitDependencies + ["flash", "FlashArguments", "FlashTestSupport"]),
        .testTarget(name: "FlashWebTests", dependencies: flashKitDependencies + ["FlashWeb", "flash", "FlashTestSupport"], exclude: ["Browser"]),
    ]
)

// The fuzz targets (libFuzzer, coverage-guided): each hands its function to libFuzzer's driver,
// which only `-sanitize=fuzzer` links. They exist only when FLASH_FUZZ=1, so `swift build` and
// `swift test` never see them; `.ci/fuzz` sets it, builds them into .build/fuzz and runs each
// on its seed corpus (Fixtures/fuzz).
if ProcessInfo.processInfo.environment["FLASH_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CFuzzer", path: "Fuzz/CFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CFuzzer"], path: "Fuzz/FuzzDriver"),
        .executableTarget(name: "fuzz-zip", dependencies: ["FuzzDriver", "Support"], path: "Fuzz/fuzz-zip"),
        .executableTarget(name: "fuzz-protobuf", dependencies: ["FuzzDriver", "Interchange"], path: "Fuzz/fuzz-protobuf"),
        .executableTarget(name: "fuzz-anki-package", dependencies: ["FuzzDriver", "Support", "Interchange"], path: "Fuzz/fuzz-anki-package"),
        .executableTarget(name: "fuzz-delimited-text", dependencies: ["FuzzDriver", "Interchange"], path: "Fuzz/fuzz-delimited-text"),
        .executableTarget(name: "fuzz-list-json", dependencies: ["FuzzDriver", "Interchange"], path: "Fuzz/fuzz-list-json"),
    ]
}
