// swift-tools-version:6.0
import PackageDescription

/// The static Foundation libraries and what they need, in one linker group so their order does
/// not matter (what `swift build --static-swift-stdlib` links).
let staticFoundation = (["--start-group"] + [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "_FoundationCShims",
    "_FoundationCollections", "_FoundationICU", "CoreFoundation", "BlocksRuntime", "dispatch", "swiftDispatch", "swiftSynchronization", "swift_StringProcessing", "swift_RegexParser", "stdc++",
].map { "-l" + $0 } + ["--end-group"]).flatMap { ["-Xlinker", $0] }

let package = Package(
    name: "flash",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flash", targets: ["flash"]),
        .library(name: "FlashKit", targets: ["FlashKit"]),
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
        .target(name: "FlashKit", dependencies: ["CCurl", "CSQLite", "CZlib", "CZstd"]),
        // Command specs, the argument parser, help and shell completion, made from one spec.
        .target(name: "FlashArguments", dependencies: ["FlashKit"]),
        // A release build links the Swift runtime and Foundation statically: the dynamic loader
        // then resolves a few C libraries instead of Swift's, which halves start-up
        // (`flash-bench scale`: --version 6.7 → 3.0 ms, a learn session's first question 17 → 12 ms).
        .executableTarget(
            name: "flash", dependencies: ["FlashKit", "FlashArguments"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"] + staticFoundation, .when(configuration: .release))]
        ),
        // A loopback HTTP/1.1 server that replays providers' wire formats, shared by the tests
        // and the benchmarks. Never linked into the flash tool.
        .target(name: "FlashTestSupport"),
        .executableTarget(name: "flash-bench", dependencies: ["FlashKit", "FlashTestSupport"]),
        .testTarget(
            name: "FlashKitTests",
            dependencies: ["FlashKit", "FlashTestSupport"],
            exclude: ["Support/fsrs_reference.py", "Support/anki_check_export.py", "Support/anki_make_decks.py", "Support/anki_check_csv.py", "Support/anki_sync_server.py", "Support/anki_sync_device.py", "Support/anki_sync_bench.py", "Labelled"]
        ),
        .testTarget(name: "FlashCLITests", dependencies: ["flash", "FlashKit", "FlashArguments", "FlashTestSupport"]),
    ]
)
