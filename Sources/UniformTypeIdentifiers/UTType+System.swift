// ViewLifecycle · UniformTypeIdentifiers (a stand-in where the platform has none)

// The system's types: identifiers and conformances as UTCoreTypes.h of the iOS 17.4 SDK declares
// them, with the filename extensions and MIME types they are known by.
extension UTType {
    /// `public.item`.
    public static var item: UTType { system("public.item") }
    /// `public.content`.
    public static var content: UTType { system("public.content") }
    /// `public.composite-content`.
    public static var compositeContent: UTType { system("public.composite-content") }
    /// `public.disk-image`.
    public static var diskImage: UTType { system("public.disk-image") }
    /// `public.data`.
    public static var data: UTType { system("public.data") }
    /// `public.directory`.
    public static var directory: UTType { system("public.directory") }
    /// `com.apple.resolvable`.
    public static var resolvable: UTType { system("com.apple.resolvable") }
    /// `public.symlink`.
    public static var symbolicLink: UTType { system("public.symlink") }
    /// `public.executable`.
    public static var executable: UTType { system("public.executable") }
    /// `com.apple.mount-point`.
    public static var mountPoint: UTType { system("com.apple.mount-point") }
    /// `com.apple.alias-file`.
    public static var aliasFile: UTType { system("com.apple.alias-file") }
    /// `com.apple.bookmark`.
    public static var urlBookmarkData: UTType { system("com.apple.bookmark") }
    /// `public.url`.
    public static var url: UTType { system("public.url") }
    /// `public.file-url`.
    public static var fileURL: UTType { system("public.file-url") }
    /// `public.text`.
    public static var text: UTType { system("public.text") }
    /// `public.plain-text`.
    public static var plainText: UTType { system("public.plain-text") }
    /// `public.utf8-plain-text`.
    public static var utf8PlainText: UTType { system("public.utf8-plain-text") }
    /// `public.utf16-external-plain-text`.
    public static var utf16ExternalPlainText: UTType { system("public.utf16-external-plain-text") }
    /// `public.utf16-plain-text`.
    public static var utf16PlainText: UTType { system("public.utf16-plain-text") }
    /// `public.delimited-values-text`.
    public static var delimitedText: UTType { system("public.delimited-values-text") }
    /// `public.comma-separated-values-text`.
    public static var commaSeparatedText: UTType { system("public.comma-separated-values-text") }
    /// `public.tab-separated-values-text`.
    public static var tabSeparatedText: UTType { system("public.tab-separated-values-text") }
    /// `public.utf8-tab-separated-values-text`.
    public static var utf8TabSeparatedText: UTType { system("public.utf8-tab-separated-values-text") }
    /// `public.rtf`.
    public static var rtf: UTType { system("public.rtf") }
    /// `public.html`.
    public static var html: UTType { system("public.html") }
    /// `public.xml`.
    public static var xml: UTType { system("public.xml") }
    /// `public.yaml`.
    public static var yaml: UTType { system("public.yaml") }
    /// `public.source-code`.
    public static var sourceCode: UTType { system("public.source-code") }
    /// `public.assembly-source`.
    public static var assemblyLanguageSource: UTType { system("public.assembly-source") }
    /// `public.c-source`.
    public static var cSource: UTType { system("public.c-source") }
    /// `public.objective-c-source`.
    public static var objectiveCSource: UTType { system("public.objective-c-source") }
    /// `public.swift-source`.
    public static var swiftSource: UTType { system("public.swift-source") }
    /// `public.c-plus-plus-source`.
    public static var cPlusPlusSource: UTType { system("public.c-plus-plus-source") }
    /// `public.objective-c-plus-plus-source`.
    public static var objectiveCPlusPlusSource: UTType { system("public.objective-c-plus-plus-source") }
    /// `public.c-header`.
    public static var cHeader: UTType { system("public.c-header") }
    /// `public.c-plus-plus-header`.
    public static var cPlusPlusHeader: UTType { system("public.c-plus-plus-header") }
    /// `public.script`.
    public static var script: UTType { system("public.script") }
    /// `com.apple.applescript.text`.
    public static var appleScript: UTType { system("com.apple.applescript.text") }
    /// `com.apple.applescript.script`.
    public static var osaScript: UTType { system("com.apple.applescript.script") }
    /// `com.apple.applescript.script-bundle`.
    public static var osaScriptBundle: UTType { system("com.apple.applescript.script-bundle") }
    /// `com.netscape.javascript-source`.
    public static var javaScript: UTType { system("com.netscape.javascript-source") }
    /// `public.shell-script`.
    public static var shellScript: UTType { system("public.shell-script") }
    /// `public.perl-script`.
    public static var perlScript: UTType { system("public.perl-script") }
    /// `public.python-script`.
    public static var pythonScript: UTType { system("public.python-script") }
    /// `public.ruby-script`.
    public static var rubyScript: UTType { system("public.ruby-script") }
    /// `public.php-script`.
    public static var phpScript: UTType { system("public.php-script") }
    /// `public.make-source`.
    public static var makefile: UTType { system("public.make-source") }
    /// `public.json`.
    public static var json: UTType { system("public.json") }
    /// `com.apple.property-list`.
    public static var propertyList: UTType { system("com.apple.property-list") }
    /// `com.apple.xml-property-list`.
    public static var xmlPropertyList: UTType { system("com.apple.xml-property-list") }
    /// `com.apple.binary-property-list`.
    public static var binaryPropertyList: UTType { system("com.apple.binary-property-list") }
    /// `com.adobe.pdf`.
    public static var pdf: UTType { system("com.adobe.pdf") }
    /// `com.apple.rtfd`.
    public static var rtfd: UTType { system("com.apple.rtfd") }
    /// `com.apple.flat-rtfd`.
    public static var flatRTFD: UTType { system("com.apple.flat-rtfd") }
    /// `com.apple.webarchive`.
    public static var webArchive: UTType { system("com.apple.webarchive") }
    /// `public.image`.
    public static var image: UTType { system("public.image") }
    /// `public.jpeg`.
    public static var jpeg: UTType { system("public.jpeg") }
    /// `public.tiff`.
    public static var tiff: UTType { system("public.tiff") }
    /// `com.compuserve.gif`.
    public static var gif: UTType { system("com.compuserve.gif") }
    /// `public.png`.
    public static var png: UTType { system("public.png") }
    /// `com.apple.icns`.
    public static var icns: UTType { system("com.apple.icns") }
    /// `com.microsoft.bmp`.
    public static var bmp: UTType { system("com.microsoft.bmp") }
    /// `com.microsoft.ico`.
    public static var ico: UTType { system("com.microsoft.ico") }
    /// `public.camera-raw-image`.
    public static var rawImage: UTType { system("public.camera-raw-image") }
    /// `public.svg-image`.
    public static var svg: UTType { system("public.svg-image") }
    /// `com.apple.live-photo`.
    public static var livePhoto: UTType { system("com.apple.live-photo") }
    /// `public.heif`.
    public static var heif: UTType { system("public.heif") }
    /// `public.heic`.
    public static var heic: UTType { system("public.heic") }
    /// `org.webmproject.webp`.
    public static var webP: UTType { system("org.webmproject.webp") }
    /// `public.3d-content`.
    public static var threeDContent: UTType { system("public.3d-content") }
    /// `com.pixar.universal-scene-description`.
    public static var usd: UTType { system("com.pixar.universal-scene-description") }
    /// `com.pixar.universal-scene-description-mobile`.
    public static var usdz: UTType { system("com.pixar.universal-scene-description-mobile") }
    /// `com.apple.reality`.
    public static var realityFile: UTType { system("com.apple.reality") }
    /// `com.apple.scenekit.scene`.
    public static var sceneKitScene: UTType { system("com.apple.scenekit.scene") }
    /// `com.apple.arobject`.
    public static var arReferenceObject: UTType { system("com.apple.arobject") }
    /// `public.audiovisual-content`.
    public static var audiovisualContent: UTType { system("public.audiovisual-content") }
    /// `public.movie`.
    public static var movie: UTType { system("public.movie") }
    /// `public.video`.
    public static var video: UTType { system("public.video") }
    /// `public.audio`.
    public static var audio: UTType { system("public.audio") }
    /// `com.apple.quicktime-movie`.
    public static var quickTimeMovie: UTType { system("com.apple.quicktime-movie") }
    /// `public.mpeg`.
    public static var mpeg: UTType { system("public.mpeg") }
    /// `public.mpeg-2-video`.
    public static var mpeg2Video: UTType { system("public.mpeg-2-video") }
    /// `public.mpeg-2-transport-stream`.
    public static var mpeg2TransportStream: UTType { system("public.mpeg-2-transport-stream") }
    /// `public.mp3`.
    public static var mp3: UTType { system("public.mp3") }
    /// `public.mpeg-4`.
    public static var mpeg4Movie: UTType { system("public.mpeg-4") }
    /// `public.mpeg-4-audio`.
    public static var mpeg4Audio: UTType { system("public.mpeg-4-audio") }
    /// `com.apple.protected-mpeg-4-audio`.
    public static var appleProtectedMPEG4Audio: UTType { system("com.apple.protected-mpeg-4-audio") }
    /// `com.apple.protected-mpeg-4-video`.
    public static var appleProtectedMPEG4Video: UTType { system("com.apple.protected-mpeg-4-video") }
    /// `public.avi`.
    public static var avi: UTType { system("public.avi") }
    /// `public.aiff-audio`.
    public static var aiff: UTType { system("public.aiff-audio") }
    /// `com.microsoft.waveform-audio`.
    public static var wav: UTType { system("com.microsoft.waveform-audio") }
    /// `public.midi-audio`.
    public static var midi: UTType { system("public.midi-audio") }
    /// `public.playlist`.
    public static var playlist: UTType { system("public.playlist") }
    /// `public.m3u-playlist`.
    public static var m3uPlaylist: UTType { system("public.m3u-playlist") }
    /// `public.folder`.
    public static var folder: UTType { system("public.folder") }
    /// `public.volume`.
    public static var volume: UTType { system("public.volume") }
    /// `com.apple.package`.
    public static var package: UTType { system("com.apple.package") }
    /// `com.apple.bundle`.
    public static var bundle: UTType { system("com.apple.bundle") }
    /// `com.apple.plugin`.
    public static var pluginBundle: UTType { system("com.apple.plugin") }
    /// `com.apple.metadata-importer`.
    public static var spotlightImporter: UTType { system("com.apple.metadata-importer") }
    /// `com.apple.quicklook-generator`.
    public static var quickLookGenerator: UTType { system("com.apple.quicklook-generator") }
    /// `com.apple.xpc-service`.
    public static var xpcService: UTType { system("com.apple.xpc-service") }
    /// `com.apple.framework`.
    public static var framework: UTType { system("com.apple.framework") }
    /// `com.apple.application`.
    public static var application: UTType { system("com.apple.application") }
    /// `com.apple.application-bundle`.
    public static var applicationBundle: UTType { system("com.apple.application-bundle") }
    /// `com.apple.application-and-system-extension`.
    public static var applicationExtension: UTType { system("com.apple.application-and-system-extension") }
    /// `public.unix-executable`.
    public static var unixExecutable: UTType { system("public.unix-executable") }
    /// `com.microsoft.windows-executable`.
    public static var exe: UTType { system("com.microsoft.windows-executable") }
    /// `com.apple.systempreference.prefpane`.
    public static var systemPreferencesPane: UTType { system("com.apple.systempreference.prefpane") }
    /// `public.archive`.
    public static var archive: UTType { system("public.archive") }
    /// `org.gnu.gnu-zip-archive`.
    public static var gzip: UTType { system("org.gnu.gnu-zip-archive") }
    /// `public.bzip2-archive`.
    public static var bz2: UTType { system("public.bzip2-archive") }
    /// `public.zip-archive`.
    public static var zip: UTType { system("public.zip-archive") }
    /// `com.apple.archive`.
    public static var appleArchive: UTType { system("com.apple.archive") }
    /// `public.spreadsheet`.
    public static var spreadsheet: UTType { system("public.spreadsheet") }
    /// `public.presentation`.
    public static var presentation: UTType { system("public.presentation") }
    /// `public.database`.
    public static var database: UTType { system("public.database") }
    /// `public.message`.
    public static var message: UTType { system("public.message") }
    /// `public.contact`.
    public static var contact: UTType { system("public.contact") }
    /// `public.vcard`.
    public static var vCard: UTType { system("public.vcard") }
    /// `public.to-do-item`.
    public static var toDoItem: UTType { system("public.to-do-item") }
    /// `public.calendar-event`.
    public static var calendarEvent: UTType { system("public.calendar-event") }
    /// `public.email-message`.
    public static var emailMessage: UTType { system("public.email-message") }
    /// `com.apple.internet-location`.
    public static var internetLocation: UTType { system("com.apple.internet-location") }
    /// `com.microsoft.internet-shortcut` (the header's comment repeats the location's identifier).
    public static var internetShortcut: UTType { system("com.microsoft.internet-shortcut") }
    /// `public.font`.
    public static var font: UTType { system("public.font") }
    /// `public.bookmark`.
    public static var bookmark: UTType { system("public.bookmark") }
    /// `com.rsa.pkcs-12`.
    public static var pkcs12: UTType { system("com.rsa.pkcs-12") }
    /// `public.x509-certificate`.
    public static var x509Certificate: UTType { system("public.x509-certificate") }
    /// `org.idpf.epub-container`.
    public static var epub: UTType { system("org.idpf.epub-container") }
    /// `public.log`.
    public static var log: UTType { system("public.log") }
    /// `com.apple.haptics.ahap`.
    public static var ahap: UTType { system("com.apple.haptics.ahap") }

    /// Every type the system declares, by identifier, with its parents and tags.
    static let systemDeclarations: [String: Declaration] = {
        var declarations: [String: Declaration] = [:]
        for declaration in [
            Declaration("public.item", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration("public.content", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.composite-content", conformsTo: ["public.content"], extensions: [], mimeTypes: []),
            Declaration("public.disk-image", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration("public.data", conformsTo: ["public.item"], extensions: [], mimeTypes: []),
            Declaration("public.directory", conformsTo: ["public.item"], extensions: [], mimeTypes: []),
            Declaration("com.apple.resolvable", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.symlink", conformsTo: ["public.item", "com.apple.resolvable"], extensions: [],
                mimeTypes: []),
            Declaration("public.executable", conformsTo: ["public.item"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.mount-point", conformsTo: ["public.item", "com.apple.resolvable"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.alias-file", conformsTo: ["public.data", "com.apple.resolvable"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.bookmark", conformsTo: ["public.data", "com.apple.resolvable"], extensions: [],
                mimeTypes: []),
            Declaration("public.url", conformsTo: ["public.data"], extensions: [], mimeTypes: []),
            Declaration("public.file-url", conformsTo: ["public.url"], extensions: [], mimeTypes: []),
            Declaration(
                "public.text", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: []),
            Declaration(
                "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
                mimeTypes: ["text/plain"]),
            Declaration(
                "public.utf8-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: []),
            Declaration(
                "public.utf16-external-plain-text", conformsTo: ["public.plain-text"], extensions: [],
                mimeTypes: []),
            Declaration(
                "public.utf16-plain-text", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: []),
            Declaration(
                "public.delimited-values-text", conformsTo: ["public.text"], extensions: [], mimeTypes: []),
            Declaration(
                "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"],
                extensions: ["csv"], mimeTypes: ["text/csv"]),
            Declaration(
                "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"],
                extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
            Declaration(
                "public.utf8-tab-separated-values-text",
                conformsTo: ["public.tab-separated-values-text", "public.utf8-plain-text"], extensions: [],
                mimeTypes: []),
            Declaration(
                "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"]),
            Declaration(
                "public.html", conformsTo: ["public.text"], extensions: ["html", "htm"],
                mimeTypes: ["text/html"]),
            Declaration(
                "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
                mimeTypes: ["application/xml", "text/xml"]),
            Declaration(
                "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"],
                mimeTypes: ["application/x-yaml"]),
            Declaration(
                "public.source-code", conformsTo: ["public.plain-text"], extensions: [], mimeTypes: []),
            Declaration(
                "public.assembly-source", conformsTo: ["public.source-code"], extensions: [], mimeTypes: []),
            Declaration(
                "public.c-source", conformsTo: ["public.source-code"], extensions: ["c"], mimeTypes: []),
            Declaration(
                "public.objective-c-source", conformsTo: ["public.source-code"], extensions: ["m"],
                mimeTypes: []),
            Declaration(
                "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"],
                mimeTypes: []),
            Declaration(
                "public.c-plus-plus-source", conformsTo: ["public.source-code"],
                extensions: ["cpp", "cp", "cc", "cxx"], mimeTypes: []),
            Declaration(
                "public.objective-c-plus-plus-source", conformsTo: ["public.source-code"], extensions: ["mm"],
                mimeTypes: []),
            Declaration(
                "public.c-header", conformsTo: ["public.source-code"], extensions: ["h"], mimeTypes: []),
            Declaration(
                "public.c-plus-plus-header", conformsTo: ["public.source-code"],
                extensions: ["hpp", "hh", "hxx"], mimeTypes: []),
            Declaration("public.script", conformsTo: ["public.source-code"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.applescript.text", conformsTo: ["public.script"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.applescript.script", conformsTo: ["public.data", "public.script"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.applescript.script-bundle",
                conformsTo: ["com.apple.bundle", "com.apple.package", "public.script"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.netscape.javascript-source", conformsTo: ["public.source-code", "public.executable"],
                extensions: ["js"], mimeTypes: ["text/javascript"]),
            Declaration(
                "public.shell-script", conformsTo: ["public.script"], extensions: ["sh", "command"],
                mimeTypes: []),
            Declaration(
                "public.perl-script", conformsTo: ["public.shell-script"], extensions: ["pl", "pm"],
                mimeTypes: ["text/x-perl-script"]),
            Declaration(
                "public.python-script", conformsTo: ["public.shell-script"], extensions: ["py"],
                mimeTypes: ["text/x-python-script"]),
            Declaration(
                "public.ruby-script", conformsTo: ["public.shell-script"], extensions: ["rb"],
                mimeTypes: ["text/ruby-script"]),
            Declaration(
                "public.php-script", conformsTo: ["public.shell-script"], extensions: ["php"],
                mimeTypes: ["text/php"]),
            Declaration("public.make-source", conformsTo: ["public.script"], extensions: [], mimeTypes: []),
            Declaration(
                "public.json", conformsTo: ["public.text"], extensions: ["json"],
                mimeTypes: ["application/json"]),
            Declaration(
                "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"], mimeTypes: []),
            Declaration(
                "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"],
                extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], extensions: ["pdf"],
                mimeTypes: ["application/pdf"]),
            Declaration(
                "com.apple.rtfd", conformsTo: ["com.apple.package", "public.composite-content"],
                extensions: ["rtfd"], mimeTypes: []),
            Declaration(
                "com.apple.flat-rtfd", conformsTo: ["public.data", "public.composite-content"],
                extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.webarchive", conformsTo: ["public.data", "public.composite-content"],
                extensions: ["webarchive"], mimeTypes: ["application/x-webarchive"]),
            Declaration(
                "public.image", conformsTo: ["public.data", "public.content"], extensions: [], mimeTypes: []),
            Declaration(
                "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
                mimeTypes: ["image/jpeg"]),
            Declaration(
                "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"],
                mimeTypes: ["image/tiff"]),
            Declaration(
                "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"],
                mimeTypes: ["image/gif"]),
            Declaration(
                "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
            Declaration("com.apple.icns", conformsTo: ["public.image"], extensions: ["icns"], mimeTypes: []),
            Declaration(
                "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"],
                mimeTypes: ["image/bmp"]),
            Declaration(
                "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"],
                mimeTypes: ["image/vnd.microsoft.icon"]),
            Declaration(
                "public.camera-raw-image", conformsTo: ["public.image"], extensions: [], mimeTypes: []),
            Declaration(
                "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"],
                mimeTypes: ["image/svg+xml"]),
            Declaration("com.apple.live-photo", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.heif", conformsTo: ["public.heif-standard"], extensions: ["heif"],
                mimeTypes: ["image/heif"]),
            Declaration(
                "public.heic", conformsTo: ["public.heif-standard"], extensions: ["heic"],
                mimeTypes: ["image/heic"]),
            Declaration(
                "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"],
                mimeTypes: ["image/webp"]),
            Declaration("public.3d-content", conformsTo: ["public.content"], extensions: [], mimeTypes: []),
            Declaration(
                "com.pixar.universal-scene-description", conformsTo: ["public.3d-content", "public.data"],
                extensions: ["usd"], mimeTypes: []),
            Declaration(
                "com.pixar.universal-scene-description-mobile",
                conformsTo: ["public.3d-content", "public.data"], extensions: ["usdz"],
                mimeTypes: ["model/vnd.usdz+zip"]),
            Declaration(
                "com.apple.reality", conformsTo: ["public.data"], extensions: ["reality"], mimeTypes: []),
            Declaration(
                "com.apple.scenekit.scene", conformsTo: ["public.3d-content", "public.data"],
                extensions: ["scn"], mimeTypes: []),
            Declaration(
                "com.apple.arobject", conformsTo: ["public.data"], extensions: ["arobject"], mimeTypes: []),
            Declaration(
                "public.audiovisual-content", conformsTo: ["public.data", "public.content"], extensions: [],
                mimeTypes: []),
            Declaration(
                "public.movie", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: []),
            Declaration("public.video", conformsTo: ["public.movie"], extensions: [], mimeTypes: []),
            Declaration(
                "public.audio", conformsTo: ["public.audiovisual-content"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"],
                mimeTypes: ["video/quicktime"]),
            Declaration(
                "public.mpeg", conformsTo: ["public.movie"], extensions: ["mpeg", "mpg"],
                mimeTypes: ["video/mpeg"]),
            Declaration(
                "public.mpeg-2-video", conformsTo: ["public.video"], extensions: ["m2v"], mimeTypes: []),
            Declaration(
                "public.mpeg-2-transport-stream", conformsTo: ["public.movie"], extensions: ["ts"],
                mimeTypes: ["video/mp2t"]),
            Declaration(
                "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
            Declaration(
                "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"],
                mimeTypes: ["video/mp4"]),
            Declaration(
                "public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"], extensions: ["m4a"],
                mimeTypes: ["audio/mp4"]),
            Declaration(
                "com.apple.protected-mpeg-4-audio", conformsTo: ["public.audio"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.protected-mpeg-4-video", conformsTo: ["com.apple.m4v-video"], extensions: [],
                mimeTypes: []),
            Declaration(
                "public.avi", conformsTo: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/avi"]),
            Declaration(
                "public.aiff-audio", conformsTo: ["public.aifc-audio"], extensions: ["aiff", "aif"],
                mimeTypes: ["audio/aiff"]),
            Declaration(
                "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav"],
                mimeTypes: ["audio/wav"]),
            Declaration(
                "public.midi-audio", conformsTo: ["public.audio"], extensions: ["mid", "midi"],
                mimeTypes: ["audio/midi"]),
            Declaration("public.playlist", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.m3u-playlist", conformsTo: ["public.text", "public.playlist"],
                extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl"]),
            Declaration("public.folder", conformsTo: ["public.directory"], extensions: [], mimeTypes: []),
            Declaration("public.volume", conformsTo: ["public.folder"], extensions: [], mimeTypes: []),
            Declaration("com.apple.package", conformsTo: ["public.directory"], extensions: [], mimeTypes: []),
            Declaration("com.apple.bundle", conformsTo: ["public.directory"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.plugin", conformsTo: ["com.apple.bundle", "com.apple.package"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.metadata-importer", conformsTo: ["com.apple.plugin"], extensions: [], mimeTypes: []
            ),
            Declaration(
                "com.apple.quicklook-generator", conformsTo: ["com.apple.plugin"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.apple.xpc-service", conformsTo: ["com.apple.bundle", "com.apple.package"],
                extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.framework", conformsTo: ["com.apple.bundle"], extensions: ["framework"],
                mimeTypes: []),
            Declaration(
                "com.apple.application", conformsTo: ["public.executable"], extensions: [], mimeTypes: []),
            Declaration(
                "com.apple.application-bundle",
                conformsTo: ["com.apple.application", "com.apple.bundle", "com.apple.package"],
                extensions: ["app"], mimeTypes: []),
            Declaration(
                "com.apple.application-and-system-extension", conformsTo: ["com.apple.xpc-service"],
                extensions: [], mimeTypes: []),
            Declaration(
                "public.unix-executable", conformsTo: ["public.data", "public.executable"], extensions: [],
                mimeTypes: []),
            Declaration(
                "com.microsoft.windows-executable", conformsTo: ["public.data", "public.executable"],
                extensions: ["exe"], mimeTypes: []),
            Declaration(
                "com.apple.systempreference.prefpane", conformsTo: ["com.apple.package", "com.apple.bundle"],
                extensions: [], mimeTypes: []),
            Declaration("public.archive", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "org.gnu.gnu-zip-archive", conformsTo: ["public.data", "public.archive"],
                extensions: ["gz", "gzip"], mimeTypes: ["application/gzip"]),
            Declaration(
                "public.bzip2-archive", conformsTo: ["public.data", "public.archive"], extensions: ["bz2"],
                mimeTypes: ["application/x-bzip2"]),
            Declaration(
                "public.zip-archive", conformsTo: ["com.pkware.zip-archive"], extensions: ["zip"],
                mimeTypes: ["application/zip"]),
            Declaration(
                "com.apple.archive", conformsTo: ["public.data", "public.archive"], extensions: ["aar"],
                mimeTypes: []),
            Declaration("public.spreadsheet", conformsTo: ["public.content"], extensions: [], mimeTypes: []),
            Declaration(
                "public.presentation", conformsTo: ["public.composite-content"], extensions: [], mimeTypes: []
            ),
            Declaration("public.database", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration("public.message", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration("public.contact", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.vcard", conformsTo: ["public.text", "public.contact"], extensions: ["vcf", "vcard"],
                mimeTypes: ["text/vcard"]),
            Declaration("public.to-do-item", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "public.calendar-event", conformsTo: [], extensions: ["ics"], mimeTypes: ["text/calendar"]),
            Declaration(
                "public.email-message", conformsTo: ["public.message"], extensions: ["eml"],
                mimeTypes: ["message/rfc822"]),
            Declaration(
                "com.apple.internet-location", conformsTo: ["public.data"], extensions: ["inetloc"],
                mimeTypes: []),
            Declaration(
                "com.microsoft.internet-shortcut", conformsTo: ["public.data"], extensions: ["url"],
                mimeTypes: []),
            Declaration("public.font", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration("public.bookmark", conformsTo: [], extensions: [], mimeTypes: []),
            Declaration(
                "com.rsa.pkcs-12", conformsTo: ["public.data"], extensions: ["p12", "pfx"],
                mimeTypes: ["application/x-pkcs12"]),
            Declaration(
                "public.x509-certificate", conformsTo: ["public.data"], extensions: ["cer", "crt", "der"],
                mimeTypes: ["application/x-x509-ca-cert"]),
            Declaration(
                "org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"],
                extensions: ["epub"], mimeTypes: ["application/epub+zip"]),
            Declaration("public.log", conformsTo: [], extensions: ["log"], mimeTypes: []),
            Declaration("com.apple.haptics.ahap", conformsTo: [], extensions: ["ahap"], mimeTypes: []),
            Declaration("public.heif-standard", conformsTo: ["public.image"], extensions: [], mimeTypes: []),
            Declaration("com.apple.m4v-video", conformsTo: ["public.movie"], extensions: [], mimeTypes: []),
            Declaration("public.aifc-audio", conformsTo: ["public.audio"], extensions: [], mimeTypes: []),
            Declaration(
                "com.pkware.zip-archive", conformsTo: ["public.data", "public.archive"], extensions: [],
                mimeTypes: []),
        ] where declarations[declaration.identifier] == nil {
            declarations[declaration.identifier] = declaration
        }
        return declarations
    }()
}
