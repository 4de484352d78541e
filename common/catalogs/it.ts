import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Italiano. */
export const it: Catalog = withPlatformLists("it", {
  "common.siteName": "Downloader di Reel di Instagram",
  "common.tagline": "Scarica all’istante reel, storie, foto e video di Instagram",
  "common.siteNameOf": "Downloader di {platform}",
  "common.taglineOf": "Scarica da {platform} in pochi secondi, gratis e senza account",
  ...BRAND_NAMES,
  "common.nav.label": "Principale",
  "common.nav.home": "Home",
  "common.nav.stories": "Storie",
  "common.nav.photos": "Foto",
  "common.nav.hashtags": "Hashtag",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Piè di pagina",
  "common.footer.about": "Chi siamo",
  "common.footer.terms": "Termini e condizioni",
  "common.footer.privacy": "Informativa sulla privacy",
  "common.footer.api": "API",
  "common.footer.sites": "Siti supportati",
  "common.footer.madeWith": "Fatto con {heart} per la community di Instagram",
  "common.footer.madeWithFor": "Fatto con {heart} per la community di {platform}",
  "common.footer.love": "amore",
  "common.footer.rights": "© {year} {site}. Tutti i diritti riservati.",
  "common.language.label": "Lingua",
  "common.language.suggest": "Questa pagina è disponibile anche in italiano.",
  "common.language.switch": "Leggi in italiano",
  "common.language.dismiss": "Chiudi",
  "common.error.title": "Errore imprevisto dell’applicazione!",
  "common.error.notFound": "{status}: pagina non trovata",
  "common.error.other": "Errore {status}",
  "common.error.unknown": "Errore sconosciuto",
  "common.error.home": "Vai alla home page",

  "seo.reel.heading": "Scarica i reel di Instagram",
  "seo.reel.title": "Downloader di Reel di Instagram: scarica i reel di Instagram in HD",
  "seo.reel.description":
    "Scarica i reel pubblici di Instagram in MP4 in pochi secondi. Incolla il link del reel e premi Scarica: gratis, senza app, senza accesso, su qualsiasi dispositivo.",
  "seo.story.heading": "Scarica le storie di Instagram",
  "seo.story.title": "Downloader di storie di Instagram | Downloader di Reel di Instagram",
  "seo.story.description":
    "Salva le storie pubbliche di Instagram prima che spariscano. Incolla il link della storia e scarica il video o la foto, gratis e senza account.",
  "seo.post.heading": "Scarica i post di Instagram",
  "seo.post.title": "Downloader di foto e caroselli di Instagram | Downloader di Reel di Instagram",
  "seo.post.description":
    "Scarica ogni foto e video di un post o carosello pubblico di Instagram in qualità originale. Incolla il link del post e scegli cosa salvare.",
  "seo.hashtag.heading": "Scarica gli hashtag di Instagram",
  "seo.hashtag.title": "Downloader di hashtag di Instagram | Downloader di Reel di Instagram",
  "seo.hashtag.description":
    "Esplora e scarica i contenuti pubblici di Instagram condivisi con un hashtag. Gratis, senza accesso, in qualsiasi browser.",
  "seo.audio.heading": "Scarica l’audio di Instagram",
  "seo.audio.title":
    "Downloader audio di Instagram: il suono dei reel in MP3 | Downloader di Reel di Instagram",
  "seo.audio.description":
    "Estrai l’audio di un reel pubblico di Instagram come vero file MP3. Incolla il link del reel e scarica il suono, gratis.",
  "seo.about.title": "Chi siamo | Downloader di Reel di Instagram",
  "seo.about.description":
    "Cosa fa Downloader di Reel di Instagram: salva reel, storie, foto e audio pubblici in quattro semplici passaggi, gratis e senza account.",
  "seo.terms.title": "Termini e condizioni | Downloader di Reel di Instagram",
  "seo.terms.description":
    "Le condizioni d’uso di Downloader di Reel di Instagram: uso personale di contenuti pubblici, le tue responsabilità, i nostri limiti e come cambiano queste condizioni.",
  "seo.privacy.title": "Informativa sulla privacy | Downloader di Reel di Instagram",
  "seo.privacy.description":
    "Come Downloader di Reel di Instagram tratta i tuoi dati: niente cookie, niente tracciamento, nessun registro di link o indirizzi IP, e download trasmessi senza essere archiviati.",
  "seo.blogs.title": "Articoli del blog | {site}",
  "seo.blogs.titlePage": "Articoli del blog, pagina {page} | {site}",
  "seo.blogs.description":
    "Guide, consigli e novità su come salvare reel, storie, foto e audio di Instagram.",
  "seo.blogs.name": "Blog di {site}",
  "seo.manifest.name": "Downloader di Reel di Instagram",
  "seo.manifest.shortName": "Downloader di Reel",
  "seo.manifest.description":
    "Scarica reel, storie, foto e audio pubblici di Instagram, video di YouTube e post di {{otherPlatforms}} incollando o condividendo un link.",

  "intro.reel": "Salva qualsiasi reel pubblico di Instagram come video MP4 in pochi secondi.",
  "intro.story":
    "Incolla il link di una storia di Instagram per salvarla prima che sparisca. Il contenuto deve essere pubblico: le storie degli account privati non si possono scaricare.",
  "intro.post":
    "Incolla il link di un post o carosello pubblico per vedere tutte le sue foto e i suoi video, poi scarica quelli che vuoi in qualità originale.",
  "intro.hashtag":
    "Esplora i contenuti pubblici condivisi con un hashtag di Instagram (in arrivo).",
  "intro.audio": "Incolla il link di un reel pubblico per salvarne il suono come file MP3.",

  "form.label": "Link di social network o di video",
  "form.placeholder": "Incolla un link di Instagram o TikTok",
  "form.download": "Scarica",
  "form.processing": "Elaborazione...",
  "form.paste": "Incolla",
  "form.clipboardEmpty": "Gli appunti sono vuoti. Copia prima un link.",
  "form.clipboardDenied":
    "Il browser non ha consentito di leggere gli appunti. Incolla il link direttamente nel campo.",
  "form.urlRequired": "Inserisci un URL",
  "form.urlInvalid": "Inserisci un URL valido",
  "form.progress": "Avanzamento del download",
  "form.failureStory": "Impossibile scaricare la storia. Riprova.",
  "form.failureMedia": "Impossibile scaricare il contenuto. Riprova.",
  "form.failureFrom": "Impossibile scaricare da {platform}. Riprova.",
  "form.itemsFound": "{count, plural, one {# elemento trovato} other {# elementi trovati}}",
  ...BATCH_WORDS.it,
  "form.downloadAll": "Scarica tutto",
  "form.downloadAllDetail":
    "{count, plural, one {# elemento in un file ZIP} other {# elementi in un file ZIP}}",
  "form.media": "Contenuto {number, number}",
  "form.preview": "Anteprima di {label}",
  "form.video": "Video",
  "form.chooseQuality": "Scegli una qualità",
  "form.downloadQuality": "Scarica {quality}",
  "form.aboutSize": "circa {size}",
  "form.codec.aac": "M4A, originale",
  "form.codec.opus": "Opus, originale",
  "reason.invalid_url": "Inserisci un URL valido",
  "reason.invalid_request": "La richiesta non è stata compresa.",
  "reason.unsupported_link":
    "Questo link non è supportato. Incolla il link di un post o di un video pubblico su {{anyPlatform}}.",
  "reason.not_found": "Questo post non è stato trovato. Potrebbe essere stato eliminato.",
  "reason.private": "Questo post è privato.",
  "reason.login_required":
    "Questo contenuto richiede un account con accesso effettuato, e al momento questo sito non può recuperarlo.",
  "reason.rate_limited":
    "La piattaforma sta limitando le richieste in questo momento. Riprova tra qualche minuto.",
  "reason.rate_limited_wait":
    "La piattaforma sta limitando le richieste in questo momento. Riprova tra {wait}.",
  "reason.too_many": "Troppe richieste. Attendi {wait} e riprova.",
  "reason.server_busy": "Troppe richieste. Attendi {wait} e riprova.",
  "reason.wait_seconds": "{count, plural, one {# secondo} other {# secondi}}",
  "reason.wait_minutes": "{count, plural, one {# minuto} other {# minuti}}",
  "reason.upstream_failed":
    "Il servizio di download non ha risposto correttamente. Riprova più tardi.",
  "reason.timeout": "Il servizio di download ha impiegato troppo a rispondere. Riprova.",
  "reason.audio_unavailable": "I download audio non sono disponibili su questo server al momento.",
  "reason.unreachable": "Al momento non riusciamo a raggiungere {platform}. Riprova più tardi.",
  "reason.members_only": "Questo video è disponibile solo per i membri del canale.",
  "reason.age_restricted":
    "Questo video ha limiti di età e YouTube lo mostra solo agli utenti che hanno effettuato l’accesso.",
  "reason.geo_blocked": "Questo video non è disponibile nel Paese in cui si trova questo server.",
  "reason.live_stream": "Le dirette si possono scaricare una volta terminate.",
  "reason.upcoming": "Questo video non è ancora stato pubblicato. Riprova dopo la prima.",
  "reason.removed": "Questo video è stato rimosso o non esiste.",
  "reason.stories_unavailable": "Al momento non è possibile scaricare le storie su questo sito.",
  "reason.account_not_found": "Questo account non è stato trovato.",
  "reason.story_gone": "Questa storia non è più disponibile.",
  "reason.no_sound": "Questo post non ha un suono da scaricare.",
  "reason.video_private": "Questo video è privato.",
  "reason.video_unavailable": "Questo video non è disponibile.",
  "reason.no_public_story": "Al momento questo account non ha storie pubbliche.",
  "reason.snap_gone": "Questo snap non è più nella storia.",
  "reason.no_media": "Questo post non ha foto né video da scaricare.",
  "reason.still_processing":
    "Questo video è ancora in caricamento o in elaborazione. Riprova tra poco.",
  "reason.workspace_only":
    "Questo video di Loom richiede una password o un membro del suo spazio di lavoro che abbia effettuato l’accesso.",
  "reason.stream_only":
    "Loom offre questo video solo come stream a segmenti, che questo server non scarica.",
  "reason.drm_protected":
    "Questo video è protetto contro la copia (DRM), quindi non si può scaricare qui.",
  "reason.outside_network":
    "Questo video si trova su un server esterno alla rete di Bluesky, da cui non scarichiamo.",
  "reason.clip_signed_in":
    "Twitch mostra questa clip solo agli utenti che hanno effettuato l’accesso.",
  "reason.clip_gone": "Questa clip non esiste o è stata eliminata.",
  "reason.cannot_prepare": "Al momento questo video non può essere preparato su questo server.",
  "reason.file_gone": "Il file non è più disponibile. Cercalo di nuovo.",
  "reason.field_missing": 'Nella richiesta manca il campo "{field}".',
  "reason.field_invalid": 'Il campo "{field}" della richiesta non è valido.',
  "reason.kind_invalid":
    'Il campo "kind" vale reel, story, post o audio, oppure si omette per seguire il link.',
  "reason.expired": "Questo link di download è scaduto. Cerca di nuovo il link.",
  "reason.download_failed": "Impossibile recuperare il file. Cerca di nuovo il link.",
  "reason.network": "Impossibile raggiungere il server. Controlla la connessione e riprova.",
  "reason.preview_only":
    "SoundCloud offre solo un’anteprima di 30 secondi di questo brano senza un abbonamento Go+.",

  "blog.heading": "Articoli del blog",
  "blog.loading": "Caricamento degli articoli...",
  "blog.empty": "Nessun articolo trovato",
  "blog.firstPage": "Vai alla prima pagina",
  "blog.pages": "Pagine del blog",
  "blog.previousPage": "Pagina precedente",
  "blog.nextPage": "Pagina successiva",
  "blog.page": "Pagina {page}",
  "blog.loadFailed": "Impossibile caricare gli articoli. Prova ad aggiornare la pagina.",
  "blog.by": "Di {author}",
  "blog.readTime": "{minutes, number} min di lettura",
  "blog.newTab": "(si apre in una nuova scheda)",
  "blog.back": "Torna al blog",
  "blog.loadingPost": "Caricamento dell’articolo",
  "blog.tags": "Tag",
  "blog.morePosts": "Altri articoli",
  "blog.previousPost": "Articolo precedente",
  "blog.nextPost": "Articolo successivo",
  "blog.related": "Articoli correlati",
  "blog.notFound": "Articolo non trovato",
  "blog.postLoadFailed": "Impossibile caricare l’articolo. Prova ad aggiornare la pagina.",
  "blog.return": "Torna al blog",

  "home.p1":
    "Sono supportati solo i reel pubblici. Se un reel appartiene a un account privato, Instagram non lo mostra a nessuno al di fuori di quell’account, e nemmeno noi possiamo scaricarlo.",
  "home.p2":
    "Copia l’URL del reel dall’app o dal sito di Instagram (tocca il pulsante di condivisione, poi Copia link), incollalo nel campo qui sopra e premi Scarica. Il video viene salvato direttamente sul tuo dispositivo.",
  "home.p3":
    "Funziona su qualsiasi dispositivo con un browser: smartphone iPhone e Android, tablet, computer Windows, Mac e Linux. Aggiungi il sito alla schermata Home per condividerci direttamente i link.",
  "home.p4":
    "Non servono plugin, estensioni o app, e non ti serve un account. Niente di ciò che scarichi viene conservato sui nostri server.",
  "home.p5":
    "Rispetta il diritto d’autore: scarica i reel solo per uso personale e chiedi il permesso a chi li ha creati prima di condividere o riutilizzare il suo lavoro.",

  "about.title": "Chi siamo",
  "about.intro":
    "Downloader di Reel di Instagram è uno strumento web gratuito per salvare contenuti pubblici di Instagram su telefono, tablet o computer. Funziona in qualsiasi browser moderno, non richiede app, plugin né account e non conserva nulla di ciò che scarichi.",
  "about.features": "Funzioni",
  "about.feature.reels": "Reel",
  "about.feature.reelsText":
    "Salva i reel pubblici di Instagram come video MP4 nella migliore qualità offerta da Instagram.",
  "about.feature.stories": "Storie",
  "about.feature.storiesText":
    "Conserva le storie pubbliche, che spariscono dopo 24 ore, prima che non ci siano più.",
  "about.feature.photos": "Foto",
  "about.feature.photosText":
    "Scarica ogni foto e video di un post o carosello in qualità originale.",
  "about.feature.hashtags": "Hashtag",
  "about.feature.hashtagsText": "Esplora i contenuti condivisi con un hashtag (in arrivo).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Estrai il suono di un reel come vero file MP3.",
  "about.how": "Come funziona",
  "about.step": "Passaggio {number}: {name}",
  "about.step1": "Copia l’URL",
  "about.step1Text": "Apri il reel, la storia o il post su Instagram e copiane il link.",
  "about.step2": "Incollalo",
  "about.step2Text": "Incolla il link nel campo della pagina corrispondente di questo sito.",
  "about.step3": "Fai clic su scarica",
  "about.step3Text": "Premi il pulsante Scarica e attendi un momento mentre recuperiamo il file.",
  "about.step4": "Salvalo",
  "about.step4Text": "Il browser salva il file sul tuo dispositivo, pronto da guardare offline.",
  "about.note": "Nota bene",
  "about.noteText":
    "Si possono scaricare solo contenuti di profili pubblici; gli account privati restano privati. Questo servizio è solo per uso personale: rispetta i diritti di chi ha creato i contenuti e chiedi il permesso prima di condividerli o riutilizzarli.",

  "terms.title": "Termini e condizioni",
  "terms.updated": "Ultimo aggiornamento: novembre 2026.",
  "terms.s1": "1. Accettazione dei termini",
  "terms.s1p":
    "Usando Downloader di Reel di Instagram accetti questi termini. Se non li accetti, non usare il servizio.",
  "terms.s2": "2. Descrizione del servizio",
  "terms.s2p":
    "Il servizio ti permette di salvare contenuti disponibili pubblicamente incollando un link: reel, storie, foto, caroselli e l’audio dei reel da Instagram, video da YouTube, e i video e le foto dei post pubblici su {{otherPlatforms}}. È gratuito, non richiede un account e non è affiliato, approvato o sponsorizzato da nessuna di queste piattaforme né dalle aziende che le gestiscono.",
  "terms.s3": "3. Responsabilità dell’utente",
  "terms.s3a": "Scarica solo contenuti che hai il diritto di salvare, e per uso personale.",
  "terms.s3b":
    "Rispetta il diritto d’autore e i diritti dei creatori: chiedi il permesso prima di condividere, pubblicare o riutilizzare qualsiasi cosa scarichi.",
  "terms.s3c": "Non usare il servizio per molestare qualcuno, né per sovraccaricarlo o attaccarlo.",
  "terms.s4": "4. Limitazioni",
  "terms.s4p":
    "Il servizio è fornito «così com’è», senza garanzie. Si possono recuperare solo contenuti pubblici, e ciò dipende dalle piattaforme, che possono modificare o bloccare l’accesso in qualsiasi momento. Non siamo responsabili di eventuali perdite derivanti dal suo uso o dai contenuti che scarichi. Le richieste possono essere limitate per mantenere il servizio disponibile per tutti.",
  "terms.s5": "5. Privacy e dati",
  "terms.s5p":
    "Non conserviamo contenuti scaricati né dati personali sui visitatori, e non teniamo registri dei link che incolli. La nostra {link} spiega esattamente cosa succede a un link.",
  "terms.s6": "6. Modifiche a questi termini",
  "terms.s6p":
    "Possiamo aggiornare questi termini man mano che il servizio cambia. La data in alto indica quando sono cambiati l’ultima volta; continuare a usare il servizio dopo una modifica significa accettare i nuovi termini.",

  "privacy.title": "Informativa sulla privacy",
  "privacy.intro":
    "In breve: non usiamo cookie né tracciamento, non teniamo traccia dei link che incolli né del tuo indirizzo IP, e non conserviamo nessuno dei file che scarichi.",
  "privacy.s1": "1. Informazioni che raccogliamo",
  "privacy.s1p1":
    "I visitatori delle pagine di download e del blog non hanno un account, e non impostiamo cookie né eseguiamo script di analisi o pubblicità. I nostri server non tengono registri dei link che incolli né degli indirizzi IP dei visitatori. Per proteggere il servizio dagli abusi contiamo per pochi minuti le richieste di ogni visitatore, identificate da un hash unidirezionale con sale dell’indirizzo IP, mai dall’indirizzo stesso; questi contatori scadono da soli.",
  "privacy.s1p2":
    "Solo gli amministratori del sito, che scrivono il blog, hanno un account: per loro conserviamo un indirizzo e-mail, una password protetta da hash sicuro e le loro sessioni attive.",
  "privacy.s1p3":
    "La sessione di un amministratore è memorizzata come token casuale, con l’account a cui appartiene, quando è iniziata, quando è stata rinnovata l’ultima volta e quando scade (sette giorni dopo l’inizio, prorogata finché l’amministratore continua a usarla). Non memorizziamo l’indirizzo IP né il browser (user agent) di una sessione.",
  "privacy.s2": "2. Come vengono usati i tuoi URL",
  "privacy.s2p1":
    "Il link che incolli viene inviato al nostro server solo per trovare il contenuto a cui rimanda. Il nostro server chiede quel contenuto pubblico alla piattaforma a cui appartiene il link ({{anyPlatform}}), o a un servizio di download con cui collaboriamo, e restituisce i link di download. Il link non viene conservato, registrato né condiviso per nessun altro scopo.",
  "privacy.s2p2":
    "Per non recuperare di nuovo un post popolare per ogni visitatore, il nostro server ricorda per un massimo di cinque minuti gli indirizzi dei contenuti forniti dalla piattaforma per quel post o video (identificati dal post o dal video, mai dal link che hai incollato né da qualcosa che ti riguardi), e mai più a lungo di quanto la piattaforma lasci funzionare quegli indirizzi.",
  "privacy.s3": "3. Conservazione dei dati",
  "privacy.s3p":
    "I file non vengono mai conservati sui nostri server. Un download passa dal nostro server come flusso, direttamente dalla piattaforma al tuo browser, così arriva con un nome di file corretto. Il link di download che ti diamo è sigillato (cifrato e firmato) e scade dopo poco tempo. Quando viene richiesto l’audio, il suono viene convertito in MP3 durante la trasmissione, in memoria, e scartato appena inviato.",
  "privacy.s4": "4. Servizi di terze parti",
  "privacy.s4p":
    "Per recuperare i contenuti, il nostro server contatta la piattaforma del link che incolli ({{anyPlatform}}) e, a seconda di come è configurato questo sito, un servizio di download di terze parti. Queste richieste partono dal nostro server, non dal tuo browser: le piattaforme vedono il nostro server, non te. Ciascuno di questi servizi ha la propria informativa sulla privacy. Non incorporiamo script, font o tracker di terze parti nelle nostre pagine.",
  "privacy.s5": "5. Sicurezza",
  "privacy.s5p":
    "Il sito è servito tramite HTTPS, quindi link e download viaggiano cifrati tra il tuo dispositivo e noi. Le pagine applicano una rigida politica di sicurezza dei contenuti, e i nostri link di download possono recuperare solo i contenuti che abbiamo trovato per te.",
  "privacy.s6": "6. Modifiche a questa informativa",
  "privacy.s6p":
    "Se le nostre pratiche cambiano, aggiorneremo questa pagina prima che la modifica entri in vigore. Questa informativa è stata aggiornata l’ultima volta a novembre 2026.",

  "platform.howTo": "Come scaricare in tre passaggi",
  "platform.step2": "Incolla il link nella casella qui sopra e premi Scarica.",
  "platform.step3":
    "Scegli una qualità quando c’è una scelta. Un post con più file li elenca ciascuno con il proprio pulsante Scarica.",
  "platform.note":
    "Si possono scaricare solo post pubblici. Scarica per uso personale e chiedi il permesso al creatore prima di condividere o riutilizzare il suo lavoro.",
  "platform.tiktok.heading": "Scarica video di TikTok",
  "platform.tiktok.title": "Downloader di video e foto di TikTok",
  "platform.tiktok.description":
    "Scarica video pubblici di TikTok in MP4 e post di foto immagine per immagine. Incolla il link di TikTok e premi Scarica: gratis, senza app e senza accesso.",
  "platform.tiktok.intro":
    "Salva video pubblici di TikTok, e ogni immagine di un post di foto, dal loro link in pochi secondi.",
  "platform.tiktok.copy":
    "Nell’app TikTok, tocca Condividi sul video e poi Copia link. Da computer, copia l’indirizzo dal browser.",
  "platform.twitter.heading": "Scarica video di X (Twitter)",
  "platform.twitter.title": "Downloader di video di X (Twitter)",
  "platform.twitter.description":
    "Scarica video, GIF e foto dei post pubblici su X (Twitter). Incolla il link del post, premi Scarica e salva ogni file: gratis e senza accesso.",
  "platform.twitter.intro":
    "Salva i video, le GIF e le foto dei post pubblici su X, l’ex Twitter, dal link del post.",
  "platform.twitter.copy": "Su X, tocca l’icona di condivisione sotto il post e poi Copia link.",
  "platform.facebook.heading": "Scarica video di Facebook",
  "platform.facebook.title": "Downloader di video e reel di Facebook",
  "platform.facebook.description":
    "Scarica video e reel pubblici di Facebook in MP4 nella migliore qualità disponibile. Incolla il link del video e premi Scarica: gratis, senza app e senza accesso.",
  "platform.facebook.intro":
    "Salva video e reel pubblici di Facebook dal loro link, nella migliore qualità offerta da Facebook.",
  "platform.facebook.copy":
    "Su Facebook, tocca Condividi sotto il video o il reel e poi Copia link.",
  "platform.threads.heading": "Scarica video e foto di Threads",
  "platform.threads.title": "Downloader di video e foto di Threads",
  "platform.threads.description":
    "Scarica i video e le foto dei post pubblici di Threads, caroselli compresi. Incolla il link del post e scegli cosa salvare: gratis e senza accesso.",
  "platform.threads.intro":
    "Salva ogni video e foto di un post pubblico di Threads, caroselli compresi, dal link del post.",
  "platform.threads.copy":
    "In Threads, tocca l’icona di condivisione sotto il post e poi Copia link.",
  "platform.reddit.heading": "Scarica video di Reddit",
  "platform.reddit.title": "Downloader di video di Reddit con audio",
  "platform.reddit.description":
    "Scarica video pubblici di Reddit con l’audio in MP4, e le immagini delle gallerie. Incolla il link del post e premi Scarica: gratis e senza accesso.",
  "platform.reddit.intro":
    "Salva video pubblici di Reddit con l’audio, e ogni immagine di una galleria, dal link del post.",
  "platform.reddit.copy": "Su Reddit, tocca Condividi sotto il post e poi Copia link.",
  "platform.pinterest.heading": "Scarica video e immagini di Pinterest",
  "platform.pinterest.title": "Downloader di video e immagini di Pinterest",
  "platform.pinterest.description":
    "Scarica il video o l’immagine di un pin pubblico di Pinterest nella qualità originale. Incolla il link del pin o un link breve pin.it: gratis e senza accesso.",
  "platform.pinterest.intro":
    "Salva il video o l’immagine di qualsiasi pin pubblico, nella qualità originale, dal link del pin.",
  "platform.pinterest.copy": "Su Pinterest, apri il pin, tocca Condividi e poi Copia link.",
  "platform.bsky.heading": "Scarica video e immagini di Bluesky",
  "platform.bsky.title": "Downloader di video e immagini di Bluesky",
  "platform.bsky.description":
    "Scarica i video e le immagini dei post pubblici di Bluesky. Incolla il link del post e scegli cosa salvare: gratis, senza app e senza accesso.",
  "platform.bsky.intro":
    "Salva i video e le immagini dei post pubblici di Bluesky dal link del post.",
  "platform.bsky.copy":
    "In Bluesky, tocca l’icona di condivisione sotto il post e poi Copia link al post.",
  "platform.streamable.heading": "Scarica video di Streamable",
  "platform.streamable.title": "Downloader di video di Streamable",
  "platform.streamable.description":
    "Scarica video pubblici di Streamable in MP4 nella migliore qualità disponibile. Incolla il link del video e premi Scarica: gratis, senza app e senza accesso.",
  "platform.streamable.intro":
    "Salva video pubblici di Streamable come file MP4 dal loro link, nella migliore qualità offerta da Streamable.",
  "platform.streamable.copy":
    "Su Streamable, apri il video e copia l’indirizzo dal browser, oppure il link che dà il suo pulsante Condividi.",
  "platform.twitch.heading": "Scarica clip di Twitch",
  "platform.twitch.title": "Downloader di clip di Twitch",
  "platform.twitch.description":
    "Scarica clip di Twitch in MP4 fino a 1080p. Incolla il link della clip e premi Scarica: gratis, senza app e senza accesso.",
  "platform.twitch.intro":
    "Salva qualsiasi clip pubblica di Twitch come file MP4 dal suo link, nella migliore qualità fino a 1080p.",
  "platform.twitch.copy": "Su Twitch, apri la clip, premi Condividi e poi Copia link.",
  "platform.snapchat.heading": "Scarica video di Snapchat",
  "platform.snapchat.title": "Downloader di Spotlight e storie di Snapchat",
  "platform.snapchat.description":
    "Scarica video Spotlight di Snapchat e gli snap delle storie pubbliche. Incolla il link Spotlight o del profilo e premi Scarica: gratis, senza app e senza accesso.",
  "platform.snapchat.intro":
    "Salva video Spotlight di Snapchat, e le foto e i video della storia di un profilo pubblico, dal loro link.",
  "platform.snapchat.copy":
    "In Snapchat, tocca Condividi sul video Spotlight o sul profilo pubblico e poi Copia link.",
  "platform.loom.heading": "Scarica video di Loom",
  "platform.loom.title": "Downloader di video di Loom",
  "platform.loom.description":
    "Scarica in MP4 i video di Loom condivisi con chiunque abbia il link. Incolla il link di condivisione e premi Scarica: gratis, senza app e senza accesso.",
  "platform.loom.intro":
    "Salva come file MP4 le registrazioni di Loom condivise con chiunque abbia il link, dal loro link di condivisione.",
  "platform.loom.copy":
    "In Loom, apri il video e premi Copia link, oppure copia l’indirizzo della sua pagina di condivisione.",
  ...platformPages("it"),
});
