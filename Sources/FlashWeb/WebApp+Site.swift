/// The web app itself: one page, its script, its style sheet and its icon, compiled into the
/// binary from `Sources/FlashWeb/Site/`, so it works with no network and no files beside flash.
extension WebApp {
    var siteRoutes: [WebRoute] {
        [
            WebRoute("GET", "") { _, _ in .now(Site.page) },
            WebRoute("GET", "app.js") { _, _ in .now(Site.script) },
            WebRoute("GET", "app.css") { _, _ in .now(Site.style) },
            WebRoute("GET", "icon.svg") { _, _ in .now(Site.icon) },
        ]
    }
}

/// The page's files, read once.
enum Site {
    static let page = file(PackageResources.index_html, "text/html; charset=utf-8")
    static let script = file(PackageResources.app_js, "text/javascript; charset=utf-8")
    static let style = file(PackageResources.app_css, "text/css; charset=utf-8")
    static let icon = file(PackageResources.icon_svg, "image/svg+xml")

    private static func file(_ bytes: [UInt8], _ type: String) -> WebResponse {
        WebResponse(contentType: type, body: .shared(SharedBytes(bytes)), headers: [("Cache-Control", "no-cache")])
    }
}
