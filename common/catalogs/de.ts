import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Deutsch. */
export const de: Catalog = withPlatformLists("de", {
  "common.siteName": "Instagram-Reels-Downloader",
  "common.tagline": "Instagram-Reels, Storys, Fotos und Videos sofort herunterladen",
  "common.siteNameOf": "Downloader für {platform}",
  "common.taglineOf": "Von {platform} in Sekunden herunterladen, kostenlos und ohne Konto",
  ...BRAND_NAMES,
  "common.nav.label": "Hauptnavigation",
  "common.nav.home": "Start",
  "common.nav.stories": "Storys",
  "common.nav.photos": "Fotos",
  "common.nav.hashtags": "Hashtags",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Fußzeile",
  "common.footer.about": "Über uns",
  "common.footer.terms": "Nutzungsbedingungen",
  "common.footer.privacy": "Datenschutzerklärung",
  "common.footer.api": "API",
  "common.footer.sites": "Unterstützte Seiten",
  "common.footer.madeWith": "Mit {heart} für die Instagram-Community gemacht",
  "common.footer.madeWithFor": "Mit {heart} für die Community von {platform} gemacht",
  "common.footer.love": "Liebe",
  "common.footer.rights": "© {year} {site}. Alle Rechte vorbehalten.",
  "common.language.label": "Sprache",
  "common.language.suggest": "Diese Seite gibt es auch auf Deutsch.",
  "common.language.switch": "Auf Deutsch lesen",
  "common.language.dismiss": "Schließen",
  "common.error.title": "Unerwarteter Anwendungsfehler!",
  "common.error.notFound": "{status}: Seite nicht gefunden",
  "common.error.other": "Fehler {status}",
  "common.error.unknown": "Unbekannter Fehler",
  "common.error.home": "Zur Startseite",

  "seo.reel.heading": "Instagram-Reels herunterladen",
  "seo.reel.title": "Instagram-Reels-Downloader: Instagram-Reels in HD herunterladen",
  "seo.reel.description":
    "Lade öffentliche Instagram-Reels in Sekunden als MP4 herunter. Reel-Link einfügen, auf Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung, auf jedem Gerät.",
  "seo.story.heading": "Instagram-Storys herunterladen",
  "seo.story.title": "Instagram-Story-Downloader | Instagram-Reels-Downloader",
  "seo.story.description":
    "Speichere öffentliche Instagram-Storys, bevor sie verschwinden. Story-Link einfügen und Video oder Foto herunterladen, kostenlos und ohne Konto.",
  "seo.post.heading": "Instagram-Beiträge herunterladen",
  "seo.post.title": "Instagram-Foto- und Karussell-Downloader | Instagram-Reels-Downloader",
  "seo.post.description":
    "Lade jedes Foto und Video eines öffentlichen Instagram-Beitrags oder -Karussells in Originalqualität herunter. Link einfügen und auswählen, was du speichern willst.",
  "seo.hashtag.heading": "Instagram-Hashtags herunterladen",
  "seo.hashtag.title": "Instagram-Hashtag-Downloader | Instagram-Reels-Downloader",
  "seo.hashtag.description":
    "Entdecke öffentliche Instagram-Inhalte unter einem Hashtag und lade sie herunter. Kostenlos, ohne Anmeldung, in jedem Browser.",
  "seo.audio.heading": "Instagram-Audio herunterladen",
  "seo.audio.title": "Instagram-Audio-Downloader: Reel-Ton als MP3 | Instagram-Reels-Downloader",
  "seo.audio.description":
    "Extrahiere den Ton eines öffentlichen Instagram-Reels als echte MP3-Datei. Reel-Link einfügen und den Ton kostenlos herunterladen.",
  "seo.about.title": "Über uns | Instagram-Reels-Downloader",
  "seo.about.description":
    "Was der Instagram-Reels-Downloader macht: öffentliche Reels, Storys, Fotos und Audio in vier einfachen Schritten speichern, kostenlos und ohne Konto.",
  "seo.terms.title": "Nutzungsbedingungen | Instagram-Reels-Downloader",
  "seo.terms.description":
    "Die Bedingungen für die Nutzung des Instagram-Reels-Downloaders: private Nutzung öffentlicher Inhalte, deine Pflichten, unsere Grenzen und wie sich diese Bedingungen ändern.",
  "seo.privacy.title": "Datenschutzerklärung | Instagram-Reels-Downloader",
  "seo.privacy.description":
    "Wie der Instagram-Reels-Downloader mit deinen Daten umgeht: keine Cookies, kein Tracking, keine Protokolle von Links oder IP-Adressen, und Downloads werden durchgereicht, ohne gespeichert zu werden.",
  "seo.blogs.title": "Blogbeiträge | {site}",
  "seo.blogs.titlePage": "Blogbeiträge, Seite {page} | {site}",
  "seo.blogs.description":
    "Anleitungen, Tipps und Neuigkeiten rund ums Speichern von Instagram-Reels, -Storys, -Fotos und -Audio.",
  "seo.blogs.name": "{site}-Blog",
  "seo.manifest.name": "Instagram-Reels-Downloader",
  "seo.manifest.shortName": "Reels-Downloader",
  "seo.manifest.description":
    "Öffentliche Instagram-Reels, -Storys, -Fotos und -Audio, YouTube-Videos sowie Beiträge von {{otherPlatforms}} herunterladen, indem du einen Link einfügst oder teilst.",

  "intro.reel": "Speichere jedes öffentliche Instagram-Reel in wenigen Sekunden als MP4-Video.",
  "intro.story":
    "Füge den Link einer Instagram-Story ein, um sie zu speichern, bevor sie verschwindet. Der Inhalt muss öffentlich sein: Storys privater Konten lassen sich nicht herunterladen.",
  "intro.post":
    "Füge den Link eines öffentlichen Beitrags oder Karussells ein, um alle Fotos und Videos darin zu sehen, und lade die gewünschten in Originalqualität herunter.",
  "intro.hashtag":
    "Entdecke öffentliche Inhalte, die unter einem Instagram-Hashtag geteilt wurden (demnächst).",
  "intro.audio":
    "Füge den Link eines öffentlichen Reels ein, um seinen Ton als MP3-Datei zu speichern.",

  "form.label": "Social-Media- oder Video-Link",
  "form.placeholder": "TikTok- oder Instagram-Link einfügen",
  "form.download": "Herunterladen",
  "form.processing": "Wird verarbeitet...",
  "form.paste": "Einfügen",
  "form.clipboardEmpty": "Die Zwischenablage ist leer. Kopiere zuerst einen Link.",
  "form.clipboardDenied":
    "Dein Browser hat das Lesen der Zwischenablage nicht erlaubt. Füge den Link stattdessen direkt in das Feld ein.",
  "form.urlRequired": "Bitte gib eine URL ein",
  "form.urlInvalid": "Bitte gib eine gültige URL ein",
  "form.progress": "Download-Fortschritt",
  "form.failureStory": "Die Story konnte nicht heruntergeladen werden. Bitte versuche es erneut.",
  "form.failureMedia": "Die Medien konnten nicht heruntergeladen werden. Bitte versuche es erneut.",
  "form.failureFrom": "Der Download von {platform} ist fehlgeschlagen. Bitte versuche es erneut.",
  "form.itemsFound": "{count, plural, one {# Element gefunden} other {# Elemente gefunden}}",
  ...BATCH_WORDS.de,
  "form.downloadAll": "Alle herunterladen",
  "form.downloadAllDetail":
    "{count, plural, one {# Element als eine ZIP-Datei} other {# Elemente als eine ZIP-Datei}}",
  "form.media": "Medium {number, number}",
  "form.preview": "Vorschau von {label}",
  "form.video": "Video",
  "form.chooseQuality": "Qualität wählen",
  "form.downloadQuality": "{quality} herunterladen",
  "form.aboutSize": "etwa {size}",
  "form.codec.aac": "M4A, Original",
  "form.codec.opus": "Opus, Original",
  "reason.invalid_url": "Bitte gib eine gültige URL ein",
  "reason.invalid_request": "Die Anfrage wurde nicht verstanden.",
  "reason.unsupported_link":
    "Dieser Link wird nicht unterstützt. Füge einen Link zu einem öffentlichen Beitrag oder Video auf {{anyPlatform}} ein.",
  "reason.not_found": "Dieser Beitrag wurde nicht gefunden. Vielleicht wurde er gelöscht.",
  "reason.private": "Dieser Beitrag ist privat.",
  "reason.login_required":
    "Für diesen Inhalt ist ein angemeldetes Konto nötig, und diese Seite kann ihn gerade nicht abrufen.",
  "reason.rate_limited":
    "Die Plattform begrenzt gerade die Anfragen. Bitte versuche es in ein paar Minuten erneut.",
  "reason.rate_limited_wait":
    "Die Plattform begrenzt gerade die Anfragen. Bitte versuche es in {wait} erneut.",
  "reason.too_many": "Zu viele Anfragen. Bitte warte {wait} und versuche es dann erneut.",
  "reason.server_busy": "Zu viele Anfragen. Bitte warte {wait} und versuche es dann erneut.",
  "reason.wait_seconds": "{count, plural, one {# Sekunde} other {# Sekunden}}",
  "reason.wait_minutes": "{count, plural, one {# Minute} other {# Minuten}}",
  "reason.upstream_failed":
    "Der Download-Dienst hat nicht richtig geantwortet. Bitte versuche es später erneut.",
  "reason.timeout": "Der Download-Dienst hat zu lange gebraucht. Bitte versuche es erneut.",
  "reason.audio_unavailable": "Audio-Downloads sind auf diesem Server gerade nicht verfügbar.",
  "reason.unreachable":
    "Wir können {platform} gerade nicht erreichen. Bitte versuche es später erneut.",
  "reason.members_only": "Dieses Video ist nur für Mitglieder des Kanals verfügbar.",
  "reason.age_restricted":
    "Dieses Video ist altersbeschränkt, und YouTube zeigt es nur angemeldeten Nutzern.",
  "reason.geo_blocked":
    "Dieses Video ist in dem Land, in dem dieser Server steht, nicht verfügbar.",
  "reason.live_stream": "Livestreams können heruntergeladen werden, sobald sie beendet sind.",
  "reason.upcoming":
    "Dieses Video ist noch nicht veröffentlicht. Versuche es nach der Premiere erneut.",
  "reason.removed": "Dieses Video wurde entfernt oder existiert nicht.",
  "reason.stories_unavailable":
    "Storys können auf dieser Seite gerade nicht heruntergeladen werden.",
  "reason.account_not_found": "Dieses Konto wurde nicht gefunden.",
  "reason.story_gone": "Diese Story ist nicht mehr verfügbar.",
  "reason.no_sound": "Dieser Beitrag hat keinen Ton zum Herunterladen.",
  "reason.video_private": "Dieses Video ist privat.",
  "reason.video_unavailable": "Dieses Video ist nicht verfügbar.",
  "reason.no_public_story": "Dieses Konto hat gerade keine öffentliche Story.",
  "reason.snap_gone": "Dieser Snap ist nicht mehr in der Story.",
  "reason.no_media": "Dieser Beitrag hat kein Foto und kein Video zum Herunterladen.",
  "reason.still_processing":
    "Dieses Video wird noch hochgeladen oder verarbeitet. Versuche es bald erneut.",
  "reason.workspace_only":
    "Für dieses Loom-Video braucht es ein Passwort oder ein angemeldetes Mitglied seines Workspace.",
  "reason.stream_only":
    "Loom bietet dieses Video nur als Stream in Teilen an, den dieser Server nicht herunterlädt.",
  "reason.drm_protected":
    "Dieses Video ist gegen Kopieren geschützt (DRM) und kann deshalb hier nicht heruntergeladen werden.",
  "reason.outside_network":
    "Dieses Video liegt auf einem Server außerhalb von Blueskys eigenem Netzwerk, von dem wir nicht herunterladen.",
  "reason.clip_signed_in": "Twitch zeigt diesen Clip nur angemeldeten Zuschauern.",
  "reason.clip_gone": "Dieser Clip existiert nicht oder wurde gelöscht.",
  "reason.cannot_prepare": "Dieses Video kann auf diesem Server gerade nicht vorbereitet werden.",
  "reason.file_gone": "Die Datei ist nicht mehr verfügbar. Bitte suche sie erneut.",
  "reason.field_missing": "Der Anfrage fehlt das Feld „{field}“.",
  "reason.field_invalid": "Das Feld „{field}“ der Anfrage ist ungültig.",
  "reason.kind_invalid":
    "Das Feld „kind“ ist reel, story, post oder audio, oder es fehlt, dann entscheidet der Link.",
  "reason.expired": "Dieser Download-Link ist abgelaufen. Bitte suche den Link erneut.",
  "reason.download_failed": "Die Datei konnte nicht abgerufen werden. Bitte suche den Link erneut.",
  "reason.network":
    "Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.",
  "reason.preview_only":
    "SoundCloud spielt diesen Track ohne Go+-Abo nur als 30-Sekunden-Vorschau ab.",

  "blog.heading": "Blogbeiträge",
  "blog.loading": "Beiträge werden geladen...",
  "blog.empty": "Keine Blogbeiträge gefunden",
  "blog.firstPage": "Zur ersten Seite",
  "blog.pages": "Blogseiten",
  "blog.previousPage": "Vorherige Seite",
  "blog.nextPage": "Nächste Seite",
  "blog.page": "Seite {page}",
  "blog.loadFailed": "Die Blogbeiträge konnten nicht geladen werden. Bitte lade die Seite neu.",
  "blog.by": "Von {author}",
  "blog.readTime": "{minutes, number} Min. Lesezeit",
  "blog.newTab": "(öffnet in einem neuen Tab)",
  "blog.back": "Zurück zum Blog",
  "blog.loadingPost": "Beitrag wird geladen",
  "blog.tags": "Schlagwörter",
  "blog.morePosts": "Weitere Beiträge",
  "blog.previousPost": "Vorheriger Beitrag",
  "blog.nextPost": "Nächster Beitrag",
  "blog.related": "Ähnliche Beiträge",
  "blog.notFound": "Blogbeitrag nicht gefunden",
  "blog.postLoadFailed": "Der Blogbeitrag konnte nicht geladen werden. Bitte lade die Seite neu.",
  "blog.return": "Zurück zum Blog",

  "home.p1":
    "Es werden nur öffentliche Reels unterstützt. Gehört ein Reel zu einem privaten Konto, lässt Instagram niemanden außerhalb dieses Kontos es sehen, und auch wir können es nicht herunterladen.",
  "home.p2":
    "Kopiere die URL des Reels in der Instagram-App oder auf der Website (tippe auf Teilen und dann auf Link kopieren), füge sie oben in das Feld ein und tippe auf Herunterladen. Das Video wird direkt auf deinem Gerät gespeichert.",
  "home.p3":
    "Es funktioniert auf jedem Gerät mit Browser: iPhone- und Android-Handys, Tablets sowie Windows-, Mac- und Linux-Computer. Füge die Seite zu deinem Startbildschirm hinzu, um Links direkt mit ihr zu teilen.",
  "home.p4":
    "Du brauchst weder Plug-ins, Erweiterungen oder Apps noch ein Konto. Nichts, was du herunterlädst, wird auf unseren Servern gespeichert.",
  "home.p5":
    "Bitte achte das Urheberrecht: Lade Reels nur für den privaten Gebrauch herunter und frag die Urheberin oder den Urheber, bevor du ihre Arbeit teilst oder weiterverwendest.",

  "about.title": "Über uns",
  "about.intro":
    "Der Instagram-Reels-Downloader ist ein kostenloses Web-Tool, mit dem du öffentliche Instagram-Inhalte auf deinem Handy, Tablet oder Computer speicherst. Er läuft in jedem modernen Browser, braucht keine App, kein Plug-in und kein Konto und behält nichts von dem, was du herunterlädst.",
  "about.features": "Funktionen",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Speichere öffentliche Instagram-Reels als MP4-Videos in der besten Qualität, die Instagram bietet.",
  "about.feature.stories": "Storys",
  "about.feature.storiesText":
    "Behalte öffentliche Storys, die nach 24 Stunden verschwinden, bevor sie weg sind.",
  "about.feature.photos": "Fotos",
  "about.feature.photosText":
    "Lade jedes Foto und Video eines Beitrags oder Karussells in Originalqualität herunter.",
  "about.feature.hashtags": "Hashtags",
  "about.feature.hashtagsText":
    "Entdecke Inhalte, die unter einem Hashtag geteilt wurden (demnächst).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Extrahiere den Ton eines Reels als echte MP3-Datei.",
  "about.how": "So funktioniert es",
  "about.step": "Schritt {number}: {name}",
  "about.step1": "URL kopieren",
  "about.step1Text":
    "Öffne das Reel, die Story oder den Beitrag in Instagram und kopiere den Link.",
  "about.step2": "Einfügen",
  "about.step2Text": "Füge den Link in das Feld auf der passenden Seite dieser Website ein.",
  "about.step3": "Auf Herunterladen klicken",
  "about.step3Text":
    "Tippe auf Herunterladen und warte einen Moment, während wir die Datei abrufen.",
  "about.step4": "Speichern",
  "about.step4Text":
    "Dein Browser speichert die Datei auf deinem Gerät, bereit zum Ansehen ohne Internet.",
  "about.note": "Bitte beachten",
  "about.noteText":
    "Nur Inhalte öffentlicher Profile können heruntergeladen werden; private Konten bleiben privat. Dieser Dienst ist nur für den privaten Gebrauch: Achte die Rechte der Menschen, die die Inhalte geschaffen haben, und frag sie um Erlaubnis, bevor du etwas teilst oder weiterverwendest.",

  "terms.title": "Nutzungsbedingungen",
  "terms.updated": "Zuletzt aktualisiert: November 2026.",
  "terms.s1": "1. Annahme der Bedingungen",
  "terms.s1p":
    "Mit der Nutzung des Instagram-Reels-Downloaders stimmst du diesen Bedingungen zu. Wenn du nicht zustimmst, nutze den Dienst bitte nicht.",
  "terms.s2": "2. Beschreibung des Dienstes",
  "terms.s2p":
    "Mit dem Dienst kannst du öffentlich zugängliche Inhalte speichern, indem du einen Link einfügst: Reels, Storys, Fotos, Karussells und den Ton von Reels von Instagram, Videos von YouTube sowie die Videos und Fotos öffentlicher Beiträge auf {{otherPlatforms}}. Er ist kostenlos, braucht kein Konto und steht mit keiner dieser Plattformen und keinem der Unternehmen dahinter in Verbindung, wird von ihnen weder unterstützt noch gesponsert.",
  "terms.s3": "3. Pflichten der Nutzer",
  "terms.s3a":
    "Lade nur Inhalte herunter, die du speichern darfst, und nur für den privaten Gebrauch.",
  "terms.s3b":
    "Achte das Urheberrecht und die Rechte der Urheber: Frag um Erlaubnis, bevor du etwas Heruntergeladenes teilst, veröffentlichst oder weiterverwendest.",
  "terms.s3c":
    "Nutze den Dienst nicht, um jemanden zu belästigen oder den Dienst zu überlasten oder anzugreifen.",
  "terms.s4": "4. Einschränkungen",
  "terms.s4p":
    "Der Dienst wird „wie besehen“ und ohne Gewährleistung bereitgestellt. Nur öffentliche Inhalte können abgerufen werden, und das hängt von den Plattformen ab, die den Zugang jederzeit ändern oder sperren können. Wir haften nicht für Schäden, die aus seiner Nutzung oder aus heruntergeladenen Inhalten entstehen. Anfragen können begrenzt werden, damit der Dienst für alle verfügbar bleibt.",
  "terms.s5": "5. Datenschutz und Daten",
  "terms.s5p":
    "Wir speichern keine heruntergeladenen Inhalte und keine personenbezogenen Daten über Besucher und führen keine Protokolle der eingefügten Links. Unsere {link} erklärt genau, was mit einem Link geschieht.",
  "terms.s6": "6. Änderungen dieser Bedingungen",
  "terms.s6p":
    "Wir können diese Bedingungen aktualisieren, wenn sich der Dienst ändert. Das Datum oben zeigt, wann sie zuletzt geändert wurden; wer den Dienst nach einer Änderung weiter nutzt, akzeptiert die neuen Bedingungen.",

  "privacy.title": "Datenschutzerklärung",
  "privacy.intro":
    "Kurz gesagt: Wir verwenden keine Cookies und kein Tracking, wir speichern weder die Links, die du einfügst, noch deine IP-Adresse, und wir speichern keine der Dateien, die du herunterlädst.",
  "privacy.s1": "1. Welche Daten wir erheben",
  "privacy.s1p1":
    "Besucher der Download-Seiten und des Blogs haben kein Konto, und wir setzen keine Cookies und führen keine Analyse- oder Werbeskripte aus. Unsere Server protokollieren weder die Links, die du einfügst, noch die IP-Adressen der Besucher. Um den Dienst vor Missbrauch zu schützen, zählen wir die Anfragen jedes Besuchers einige Minuten lang, geschlüsselt nach einem gesalzenen Einweg-Hash der IP-Adresse, nie nach der Adresse selbst; diese Zähler laufen von selbst ab.",
  "privacy.s1p2":
    "Nur die Administratoren der Website, die den Blog schreiben, haben Konten: Für sie speichern wir eine E-Mail-Adresse, ein sicher gehashtes Passwort und ihre aktiven Sitzungen.",
  "privacy.s1p3":
    "Die Sitzung eines Administrators wird als zufälliges Token gespeichert, zusammen mit dem zugehörigen Konto, ihrem Beginn, ihrer letzten Verlängerung und ihrem Ablauf (sieben Tage nach Beginn, verlängert, solange der Administrator sie weiter nutzt). Wir speichern weder die IP-Adresse noch den Browser (User-Agent) einer Sitzung.",
  "privacy.s2": "2. Wie deine URLs verwendet werden",
  "privacy.s2p1":
    "Der Link, den du einfügst, wird nur an unseren Server gesendet, um die Medien zu finden, auf die er zeigt. Unser Server fragt die Plattform, zu der der Link gehört ({{anyPlatform}}), oder einen Download-Dienst, mit dem wir zusammenarbeiten, nach diesem öffentlichen Inhalt und gibt Download-Links zurück. Der Link wird zu keinem anderen Zweck gespeichert, protokolliert oder weitergegeben.",
  "privacy.s2p2":
    "Damit ein beliebter Beitrag nicht für jeden Besucher erneut abgerufen wird, merkt sich unser Server bis zu fünf Minuten lang die Adressen der Medien, die die Plattform für diesen Beitrag oder dieses Video geliefert hat (geschlüsselt nach Beitrag oder Video, nie nach dem eingefügten Link oder irgendetwas über dich), und nie länger, als die Plattform diese Adressen funktionieren lässt.",
  "privacy.s3": "3. Datenspeicherung",
  "privacy.s3p":
    "Dateien werden nie auf unseren Servern gespeichert. Ein Download läuft als Datenstrom durch unseren Server, direkt von der Plattform zu deinem Browser, damit er mit einem passenden Dateinamen ankommt. Der Download-Link, den wir dir geben, ist versiegelt (verschlüsselt und signiert) und läuft nach kurzer Zeit ab. Wird Audio angefordert, wird der Ton während der Übertragung im Arbeitsspeicher in MP3 umgewandelt und verworfen, sobald er gesendet ist.",
  "privacy.s4": "4. Dienste Dritter",
  "privacy.s4p":
    "Um die Medien abzurufen, kontaktiert unser Server die Plattform des eingefügten Links ({{anyPlatform}}) und, je nach Konfiguration dieser Website, einen Download-Dienst eines Drittanbieters. Diese Anfragen kommen von unserem Server, nicht von deinem Browser: Die Plattformen sehen unseren Server, nicht dich. Jeder dieser Dienste hat eine eigene Datenschutzerklärung. Wir binden keine Skripte, Schriften oder Tracker Dritter in unsere Seiten ein.",
  "privacy.s5": "5. Sicherheit",
  "privacy.s5p":
    "Die Website wird über HTTPS ausgeliefert, sodass Links und Downloads zwischen deinem Gerät und uns verschlüsselt sind. Die Seiten haben eine strenge Content Security Policy, und unsere Download-Links können nur die Medien abrufen, die wir für dich gefunden haben.",
  "privacy.s6": "6. Änderungen dieser Erklärung",
  "privacy.s6p":
    "Wenn sich unser Vorgehen ändert, aktualisieren wir diese Seite, bevor die Änderung wirksam wird. Diese Erklärung wurde zuletzt im November 2026 aktualisiert.",

  "platform.howTo": "In drei Schritten herunterladen",
  "platform.step2": "Füge den Link oben in das Feld ein und tippe auf Herunterladen.",
  "platform.step3":
    "Wähle eine Qualität, wenn es mehrere gibt. Ein Beitrag mit mehreren Dateien zeigt jede mit einer eigenen Schaltfläche zum Herunterladen.",
  "platform.note":
    "Nur öffentliche Beiträge können heruntergeladen werden. Lade nur für den persönlichen Gebrauch herunter und frag die Urheber, bevor du ihre Arbeit teilst oder weiterverwendest.",
  "platform.tiktok.heading": "TikTok-Videos herunterladen",
  "platform.tiktok.title": "TikTok-Video- und Foto-Downloader",
  "platform.tiktok.description":
    "Lade öffentliche TikTok-Videos als MP4 und Fotobeiträge Bild für Bild herunter. TikTok-Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.tiktok.intro":
    "Speichere öffentliche TikTok-Videos und jedes Bild eines Fotobeitrags in wenigen Sekunden über ihren Link.",
  "platform.tiktok.copy":
    "Tippe in der TikTok-App beim Video auf Teilen und dann auf Link kopieren. Am Computer kopierst du die Adresse aus dem Browser.",
  "platform.twitter.heading": "X-(Twitter-)Videos herunterladen",
  "platform.twitter.title": "X-(Twitter-)Video-Downloader",
  "platform.twitter.description":
    "Lade Videos, GIFs und Fotos aus öffentlichen Beiträgen auf X (Twitter) herunter. Link einfügen, Herunterladen tippen und jede Datei speichern: kostenlos, ohne Anmeldung.",
  "platform.twitter.intro":
    "Speichere die Videos, GIFs und Fotos öffentlicher Beiträge auf X, früher Twitter, über den Link des Beitrags.",
  "platform.twitter.copy":
    "Tippe auf X unter dem Beitrag auf das Teilen-Symbol und dann auf Link kopieren.",
  "platform.facebook.heading": "Facebook-Videos herunterladen",
  "platform.facebook.title": "Facebook-Video- und Reel-Downloader",
  "platform.facebook.description":
    "Lade öffentliche Facebook-Videos und Reels als MP4 in der besten angebotenen Qualität herunter. Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.facebook.intro":
    "Speichere öffentliche Facebook-Videos und Reels über ihren Link, in der besten Qualität, die Facebook anbietet.",
  "platform.facebook.copy":
    "Tippe auf Facebook unter dem Video oder Reel auf Teilen und dann auf Link kopieren.",
  "platform.threads.heading": "Threads-Videos und -Fotos herunterladen",
  "platform.threads.title": "Threads-Video- und Foto-Downloader",
  "platform.threads.description":
    "Lade die Videos und Fotos öffentlicher Threads-Beiträge herunter, Karussells eingeschlossen. Link einfügen und auswählen, was du speicherst: kostenlos, ohne Anmeldung.",
  "platform.threads.intro":
    "Speichere jedes Video und Foto eines öffentlichen Threads-Beitrags, Karussells eingeschlossen, über den Link des Beitrags.",
  "platform.threads.copy":
    "Tippe in Threads unter dem Beitrag auf das Teilen-Symbol und dann auf Link kopieren.",
  "platform.reddit.heading": "Reddit-Videos herunterladen",
  "platform.reddit.title": "Reddit-Video-Downloader mit Ton",
  "platform.reddit.description":
    "Lade öffentliche Reddit-Videos mit Ton als MP4 herunter, dazu die Bilder von Galerien. Link des Beitrags einfügen, Herunterladen tippen: kostenlos, ohne Anmeldung.",
  "platform.reddit.intro":
    "Speichere öffentliche Reddit-Videos mit Ton und jedes Bild einer Galerie über den Link des Beitrags.",
  "platform.reddit.copy":
    "Tippe auf Reddit unter dem Beitrag auf Teilen und dann auf Link kopieren.",
  "platform.pinterest.heading": "Pinterest-Videos und -Bilder herunterladen",
  "platform.pinterest.title": "Pinterest-Video- und Bild-Downloader",
  "platform.pinterest.description":
    "Lade das Video oder Bild eines öffentlichen Pinterest-Pins in Originalqualität herunter. Pin-Link oder pin.it-Kurzlink einfügen: kostenlos, ohne Anmeldung.",
  "platform.pinterest.intro":
    "Speichere das Video oder Bild jedes öffentlichen Pins in Originalqualität über den Link des Pins.",
  "platform.pinterest.copy":
    "Öffne auf Pinterest den Pin, tippe auf Teilen und dann auf Link kopieren.",
  "platform.bsky.heading": "Bluesky-Videos und -Bilder herunterladen",
  "platform.bsky.title": "Bluesky-Video- und Bild-Downloader",
  "platform.bsky.description":
    "Lade die Videos und Bilder öffentlicher Bluesky-Beiträge herunter. Link des Beitrags einfügen und auswählen, was du speicherst: kostenlos, ohne App, ohne Anmeldung.",
  "platform.bsky.intro":
    "Speichere die Videos und Bilder öffentlicher Bluesky-Beiträge über den Link des Beitrags.",
  "platform.bsky.copy":
    "Tippe in Bluesky unter dem Beitrag auf das Teilen-Symbol und dann auf Link zum Beitrag kopieren.",
  "platform.streamable.heading": "Streamable-Videos herunterladen",
  "platform.streamable.title": "Streamable-Video-Downloader",
  "platform.streamable.description":
    "Lade öffentliche Streamable-Videos als MP4 in der besten angebotenen Qualität herunter. Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.streamable.intro":
    "Speichere öffentliche Streamable-Videos über ihren Link als MP4, in der besten Qualität, die Streamable anbietet.",
  "platform.streamable.copy":
    "Öffne das Video auf Streamable und kopiere die Adresse aus dem Browser oder den Link, den die Teilen-Schaltfläche gibt.",
  "platform.twitch.heading": "Twitch-Clips herunterladen",
  "platform.twitch.title": "Twitch-Clip-Downloader",
  "platform.twitch.description":
    "Lade Twitch-Clips als MP4 in bis zu 1080p herunter. Link des Clips einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.twitch.intro":
    "Speichere jeden öffentlichen Twitch-Clip über seinen Link als MP4, in der besten Qualität bis 1080p.",
  "platform.twitch.copy": "Öffne auf Twitch den Clip, tippe auf Teilen und dann auf Link kopieren.",
  "platform.snapchat.heading": "Snapchat-Videos herunterladen",
  "platform.snapchat.title": "Snapchat-Spotlight- und Story-Downloader",
  "platform.snapchat.description":
    "Lade Snapchat-Spotlight-Videos und die Snaps öffentlicher Storys herunter. Spotlight- oder Profil-Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.snapchat.intro":
    "Speichere Snapchat-Spotlight-Videos sowie die Fotos und Videos der Story eines öffentlichen Profils über ihren Link.",
  "platform.snapchat.copy":
    "Tippe in Snapchat beim Spotlight-Video oder öffentlichen Profil auf Teilen und dann auf Link kopieren.",
  "platform.loom.heading": "Loom-Videos herunterladen",
  "platform.loom.title": "Loom-Video-Downloader",
  "platform.loom.description":
    "Lade Loom-Videos, die für alle mit dem Link freigegeben sind, als MP4 herunter. Freigabelink einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
  "platform.loom.intro":
    "Speichere Loom-Aufnahmen, die für alle mit dem Link freigegeben sind, über ihren Freigabelink als MP4.",
  "platform.loom.copy":
    "Öffne das Video in Loom und tippe auf Link kopieren, oder kopiere die Adresse seiner Freigabeseite.",
  ...platformPages("de"),
});
