import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Français. */
export const fr: Catalog = withPlatformLists("fr", {
  "common.siteName": "Téléchargeur de Reels Instagram",
  "common.tagline": "Téléchargez instantanément les reels, stories, photos et vidéos Instagram",
  "common.siteNameOf": "Téléchargeur {platform}",
  "common.taglineOf":
    "Téléchargez depuis {platform} en quelques secondes, gratuitement et sans compte",
  ...BRAND_NAMES,
  "common.nav.label": "Principale",
  "common.nav.home": "Accueil",
  "common.nav.stories": "Stories",
  "common.nav.photos": "Photos",
  "common.nav.hashtags": "Hashtags",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Pied de page",
  "common.footer.about": "À propos",
  "common.footer.terms": "Conditions générales",
  "common.footer.privacy": "Politique de confidentialité",
  "common.footer.api": "API",
  "common.footer.sites": "Sites pris en charge",
  "common.footer.madeWith": "Fait avec {heart} pour la communauté Instagram",
  "common.footer.madeWithFor": "Fait avec {heart} pour la communauté {platform}",
  "common.footer.love": "amour",
  "common.footer.rights": "© {year} {site}. Tous droits réservés.",
  "common.language.label": "Langue",
  "common.language.suggest": "Cette page existe aussi en français.",
  "common.language.switch": "Lire en français",
  "common.language.dismiss": "Fermer",
  "common.error.title": "Erreur inattendue de l’application !",
  "common.error.notFound": "{status} : page introuvable",
  "common.error.other": "Erreur {status}",
  "common.error.unknown": "Erreur inconnue",
  "common.error.home": "Aller à la page d’accueil",

  "seo.reel.heading": "Télécharger des reels Instagram",
  "seo.reel.title": "Téléchargeur de Reels Instagram : téléchargez des reels Instagram en HD",
  "seo.reel.description":
    "Téléchargez des reels Instagram publics en MP4 en quelques secondes. Collez le lien du reel, appuyez sur Télécharger : gratuit, sans appli, sans connexion, sur tous les appareils.",
  "seo.story.heading": "Télécharger des stories Instagram",
  "seo.story.title": "Téléchargeur de stories Instagram | Téléchargeur de Reels Instagram",
  "seo.story.description":
    "Enregistrez les stories Instagram publiques avant qu’elles ne disparaissent. Collez le lien de la story et téléchargez la vidéo ou la photo, gratuitement et sans compte.",
  "seo.post.heading": "Télécharger des publications Instagram",
  "seo.post.title":
    "Téléchargeur de photos et carrousels Instagram | Téléchargeur de Reels Instagram",
  "seo.post.description":
    "Téléchargez chaque photo et vidéo d’une publication ou d’un carrousel Instagram public en qualité d’origine. Collez le lien et choisissez quoi enregistrer.",
  "seo.hashtag.heading": "Télécharger des hashtags Instagram",
  "seo.hashtag.title": "Téléchargeur de hashtags Instagram | Téléchargeur de Reels Instagram",
  "seo.hashtag.description":
    "Explorez et téléchargez le contenu Instagram public partagé sous un hashtag. Gratuit, sans connexion, dans n’importe quel navigateur.",
  "seo.audio.heading": "Télécharger l’audio d’Instagram",
  "seo.audio.title":
    "Téléchargeur audio Instagram : le son d’un reel en MP3 | Téléchargeur de Reels Instagram",
  "seo.audio.description":
    "Extrayez l’audio d’un reel Instagram public sous forme de vrai fichier MP3. Collez le lien du reel et téléchargez le son, gratuitement.",
  "seo.about.title": "À propos | Téléchargeur de Reels Instagram",
  "seo.about.description":
    "Ce que fait Téléchargeur de Reels Instagram : enregistrer reels, stories, photos et audio publics en quatre étapes simples, gratuitement et sans compte.",
  "seo.terms.title": "Conditions générales | Téléchargeur de Reels Instagram",
  "seo.terms.description":
    "Les conditions d’utilisation de Téléchargeur de Reels Instagram : usage personnel de contenus publics, vos responsabilités, nos limites et l’évolution de ces conditions.",
  "seo.privacy.title": "Politique de confidentialité | Téléchargeur de Reels Instagram",
  "seo.privacy.description":
    "Comment Téléchargeur de Reels Instagram traite vos données : aucun cookie, aucun pistage, aucun journal des liens ni des adresses IP, et des téléchargements transmis sans être stockés.",
  "seo.blogs.title": "Articles du blog | {site}",
  "seo.blogs.titlePage": "Articles du blog, page {page} | {site}",
  "seo.blogs.description":
    "Guides, astuces et actualités pour enregistrer les reels, stories, photos et sons d’Instagram.",
  "seo.blogs.name": "Blog de {site}",
  "seo.manifest.name": "Téléchargeur de Reels Instagram",
  "seo.manifest.shortName": "Téléchargeur de Reels",
  "seo.manifest.description":
    "Téléchargez les reels, stories, photos et sons publics d’Instagram, les vidéos YouTube et les publications de {{otherPlatforms}}, en collant ou en partageant un lien.",

  "intro.reel":
    "Enregistrez n’importe quel reel Instagram public en vidéo MP4 en quelques secondes.",
  "intro.story":
    "Collez le lien d’une story Instagram pour l’enregistrer avant qu’elle ne disparaisse. Le contenu doit être public : les stories des comptes privés ne peuvent pas être téléchargées.",
  "intro.post":
    "Collez le lien d’une publication ou d’un carrousel public pour voir toutes ses photos et vidéos, puis téléchargez celles que vous voulez en qualité d’origine.",
  "intro.hashtag":
    "Explorez le contenu public partagé sous un hashtag Instagram (bientôt disponible).",
  "intro.audio": "Collez le lien d’un reel public pour enregistrer son son en fichier MP3.",

  "form.label": "Lien de réseau social ou de vidéo",
  "form.placeholder": "Collez un lien TikTok ou Snapchat",
  "form.download": "Télécharger",
  "form.processing": "Traitement...",
  "form.paste": "Coller",
  "form.clipboardEmpty": "Le presse-papiers est vide. Copiez d’abord un lien.",
  "form.clipboardDenied":
    "Votre navigateur n’a pas autorisé la lecture du presse-papiers. Collez plutôt le lien dans le champ.",
  "form.urlRequired": "Veuillez saisir une URL",
  "form.urlInvalid": "Veuillez saisir une URL valide",
  "form.progress": "Progression du téléchargement",
  "form.failureStory": "Échec du téléchargement de la story. Veuillez réessayer.",
  "form.failureMedia": "Échec du téléchargement du média. Veuillez réessayer.",
  "form.failureFrom": "Échec du téléchargement depuis {platform}. Veuillez réessayer.",
  "form.itemsFound": "{count, plural, one {# élément trouvé} other {# éléments trouvés}}",
  ...BATCH_WORDS.fr,
  "form.downloadAll": "Tout télécharger",
  "form.downloadAllDetail":
    "{count, plural, one {# élément dans un fichier ZIP} other {# éléments dans un fichier ZIP}}",
  "form.media": "Média {number, number}",
  "form.preview": "Aperçu de {label}",
  "form.video": "Vidéo",
  "form.chooseQuality": "Choisissez une qualité",
  "form.downloadQuality": "Télécharger {quality}",
  "form.aboutSize": "environ {size}",
  "form.codec.aac": "M4A, d’origine",
  "form.codec.opus": "Opus, d’origine",
  "reason.invalid_url": "Veuillez saisir une URL valide",
  "reason.invalid_request": "La requête n’a pas été comprise.",
  "reason.unsupported_link":
    "Ce lien n’est pas pris en charge. Collez le lien d’une publication ou d’une vidéo publique sur {{anyPlatform}}.",
  "reason.not_found": "Cette publication est introuvable. Elle a peut-être été supprimée.",
  "reason.private": "Cette publication est privée.",
  "reason.login_required":
    "Ce contenu nécessite un compte connecté, et ce site ne peut pas le récupérer pour le moment.",
  "reason.rate_limited":
    "La plateforme limite les requêtes en ce moment. Veuillez réessayer dans quelques minutes.",
  "reason.rate_limited_wait":
    "La plateforme limite les requêtes en ce moment. Veuillez réessayer dans {wait}.",
  "reason.too_many": "Trop de requêtes. Veuillez patienter {wait} puis réessayer.",
  "reason.server_busy": "Trop de requêtes. Veuillez patienter {wait} puis réessayer.",
  "reason.wait_seconds": "{count, plural, one {# seconde} other {# secondes}}",
  "reason.wait_minutes": "{count, plural, one {# minute} other {# minutes}}",
  "reason.upstream_failed":
    "Le service de téléchargement n’a pas répondu correctement. Veuillez réessayer plus tard.",
  "reason.timeout":
    "Le service de téléchargement a mis trop de temps à répondre. Veuillez réessayer.",
  "reason.audio_unavailable":
    "Les téléchargements audio ne sont pas disponibles sur ce serveur pour le moment.",
  "reason.unreachable":
    "Nous ne parvenons pas à joindre {platform} pour le moment. Veuillez réessayer plus tard.",
  "reason.members_only": "Cette vidéo est réservée aux membres de la chaîne.",
  "reason.age_restricted":
    "Cette vidéo est soumise à une limite d’âge, et YouTube ne la montre qu’aux utilisateurs connectés.",
  "reason.geo_blocked": "Cette vidéo n’est pas disponible dans le pays où se trouve ce serveur.",
  "reason.live_stream": "Les diffusions en direct peuvent être téléchargées une fois terminées.",
  "reason.upcoming": "Cette vidéo n’est pas encore publiée. Réessayez après sa première diffusion.",
  "reason.removed": "Cette vidéo a été supprimée ou n’existe pas.",
  "reason.stories_unavailable":
    "Les stories ne peuvent pas être téléchargées sur ce site pour le moment.",
  "reason.account_not_found": "Ce compte est introuvable.",
  "reason.story_gone": "Cette story n’est plus disponible.",
  "reason.no_sound": "Cette publication n’a aucun son à télécharger.",
  "reason.video_private": "Cette vidéo est privée.",
  "reason.video_unavailable": "Cette vidéo n’est pas disponible.",
  "reason.no_public_story": "Ce compte n’a aucune story publique pour le moment.",
  "reason.snap_gone": "Ce snap n’est plus dans la story.",
  "reason.no_media": "Cette publication n’a ni photo ni vidéo à télécharger.",
  "reason.still_processing":
    "Cette vidéo est encore en cours d’envoi ou de traitement. Réessayez bientôt.",
  "reason.workspace_only":
    "Cette vidéo Loom nécessite un mot de passe ou un membre connecté de son espace de travail.",
  "reason.stream_only":
    "Loom ne propose cette vidéo qu’en flux découpé en segments, que ce serveur ne télécharge pas.",
  "reason.drm_protected":
    "Cette vidéo est protégée contre la copie (DRM) : elle ne peut pas être téléchargée ici.",
  "reason.outside_network":
    "Cette vidéo est conservée sur un serveur extérieur au réseau de Bluesky, depuis lequel nous ne téléchargeons pas.",
  "reason.clip_signed_in": "Twitch ne montre ce clip qu’aux utilisateurs connectés.",
  "reason.clip_gone": "Ce clip n’existe pas ou a été supprimé.",
  "reason.cannot_prepare": "Cette vidéo ne peut pas être préparée sur ce serveur pour le moment.",
  "reason.file_gone": "Le fichier n’est plus disponible. Veuillez relancer la recherche.",
  "reason.field_missing": "Il manque le champ « {field} » dans la requête.",
  "reason.field_invalid": "Le champ « {field} » de la requête n’est pas valide.",
  "reason.kind_invalid":
    "Le champ « kind » vaut reel, story, post ou audio, ou s’omet pour suivre le lien.",
  "reason.expired": "Ce lien de téléchargement a expiré. Veuillez relancer la recherche du lien.",
  "reason.download_failed":
    "Le fichier n’a pas pu être récupéré. Veuillez relancer la recherche du lien.",
  "reason.network": "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.",
  "reason.preview_only":
    "SoundCloud ne propose qu’un extrait de 30 secondes de ce titre sans abonnement Go+.",

  "blog.heading": "Articles du blog",
  "blog.loading": "Chargement des articles...",
  "blog.empty": "Aucun article trouvé",
  "blog.firstPage": "Aller à la première page",
  "blog.pages": "Pages du blog",
  "blog.previousPage": "Page précédente",
  "blog.nextPage": "Page suivante",
  "blog.page": "Page {page}",
  "blog.loadFailed": "Impossible de charger les articles. Essayez d’actualiser la page.",
  "blog.by": "Par {author}",
  "blog.readTime": "{minutes, number} min de lecture",
  "blog.newTab": "(s’ouvre dans un nouvel onglet)",
  "blog.back": "Retour au blog",
  "blog.loadingPost": "Chargement de l’article",
  "blog.tags": "Mots-clés",
  "blog.morePosts": "Autres articles",
  "blog.previousPost": "Article précédent",
  "blog.nextPost": "Article suivant",
  "blog.related": "Articles similaires",
  "blog.notFound": "Article introuvable",
  "blog.postLoadFailed": "Impossible de charger l’article. Essayez d’actualiser la page.",
  "blog.return": "Retour au blog",

  "home.p1":
    "Seuls les reels publics sont pris en charge. Si un reel appartient à un compte privé, Instagram ne le montre à personne en dehors de ce compte, et nous ne pouvons pas non plus le télécharger.",
  "home.p2":
    "Copiez l’URL du reel depuis l’appli ou le site Instagram (appuyez sur le bouton de partage, puis sur Copier le lien), collez-la dans le champ ci-dessus et appuyez sur Télécharger. La vidéo est enregistrée directement sur votre appareil.",
  "home.p3":
    "Cela fonctionne sur tout appareil doté d’un navigateur : téléphones iPhone et Android, tablettes, ordinateurs Windows, Mac et Linux. Ajoutez le site à votre écran d’accueil pour lui partager des liens directement.",
  "home.p4":
    "Aucun plug-in, aucune extension ni application n’est nécessaire, et vous n’avez pas besoin de compte. Rien de ce que vous téléchargez n’est stocké sur nos serveurs.",
  "home.p5":
    "Respectez le droit d’auteur : téléchargez des reels uniquement pour votre usage personnel, et demandez l’accord du créateur avant de partager ou de réutiliser son travail.",

  "about.title": "À propos",
  "about.intro":
    "Téléchargeur de Reels Instagram est un outil web gratuit pour enregistrer du contenu Instagram public sur votre téléphone, votre tablette ou votre ordinateur. Il fonctionne dans tout navigateur moderne, sans appli, sans plug-in ni compte, et il ne conserve rien de ce que vous téléchargez.",
  "about.features": "Fonctionnalités",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Enregistrez les reels Instagram publics en vidéos MP4, dans la meilleure qualité proposée par Instagram.",
  "about.feature.stories": "Stories",
  "about.feature.storiesText":
    "Gardez les stories publiques, qui disparaissent au bout de 24 heures, avant qu’elles ne s’effacent.",
  "about.feature.photos": "Photos",
  "about.feature.photosText":
    "Téléchargez chaque photo et vidéo d’une publication ou d’un carrousel en qualité d’origine.",
  "about.feature.hashtags": "Hashtags",
  "about.feature.hashtagsText": "Explorez le contenu partagé sous un hashtag (bientôt disponible).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Extrayez le son d’un reel sous forme de vrai fichier MP3.",
  "about.how": "Comment ça marche",
  "about.step": "Étape {number} : {name}",
  "about.step1": "Copiez l’URL",
  "about.step1Text":
    "Ouvrez le reel, la story ou la publication dans Instagram et copiez son lien.",
  "about.step2": "Collez-la",
  "about.step2Text": "Collez le lien dans le champ de la page correspondante de ce site.",
  "about.step3": "Cliquez sur télécharger",
  "about.step3Text":
    "Appuyez sur le bouton Télécharger et patientez un instant pendant que nous récupérons le fichier.",
  "about.step4": "Enregistrez",
  "about.step4Text":
    "Votre navigateur enregistre le fichier sur votre appareil, prêt à être regardé hors ligne.",
  "about.note": "À noter",
  "about.noteText":
    "Seul le contenu des profils publics peut être téléchargé ; les comptes privés restent privés. Ce service est réservé à un usage personnel : respectez les droits des personnes qui ont créé le contenu et demandez leur accord avant de le partager ou de le réutiliser.",

  "terms.title": "Conditions générales",
  "terms.updated": "Dernière mise à jour : novembre 2026.",
  "terms.s1": "1. Acceptation des conditions",
  "terms.s1p":
    "En utilisant Téléchargeur de Reels Instagram, vous acceptez ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.",
  "terms.s2": "2. Description du service",
  "terms.s2p":
    "Le service vous permet d’enregistrer du contenu accessible publiquement en collant un lien : reels, stories, photos, carrousels et le son des reels depuis Instagram, vidéos YouTube, ainsi que les vidéos et photos des publications publiques sur {{otherPlatforms}}. Il est gratuit, ne nécessite aucun compte et n’est ni affilié à aucune de ces plateformes ni aux entreprises qui les exploitent, ni approuvé ou sponsorisé par elles.",
  "terms.s3": "3. Responsabilités de l’utilisateur",
  "terms.s3a":
    "Ne téléchargez que du contenu que vous avez le droit d’enregistrer, et pour un usage personnel.",
  "terms.s3b":
    "Respectez le droit d’auteur et les droits des créateurs : demandez l’autorisation avant de partager, publier ou réutiliser tout ce que vous téléchargez.",
  "terms.s3c":
    "N’utilisez pas le service pour harceler qui que ce soit, ni pour le surcharger ou l’attaquer.",
  "terms.s4": "4. Limitations",
  "terms.s4p":
    "Le service est fourni « en l’état », sans garantie. Seul le contenu public peut être récupéré, et cela dépend des plateformes, qui peuvent modifier ou bloquer l’accès à tout moment. Nous ne sommes pas responsables des pertes liées à son utilisation ou au contenu que vous téléchargez. Les requêtes peuvent être limitées pour que le service reste disponible pour tous.",
  "terms.s5": "5. Confidentialité et données",
  "terms.s5p":
    "Nous ne stockons aucun contenu téléchargé ni aucune donnée personnelle sur les visiteurs, et ne conservons aucun journal des liens que vous collez. Notre {link} explique précisément ce qu’il advient d’un lien.",
  "terms.s6": "6. Modification de ces conditions",
  "terms.s6p":
    "Nous pouvons mettre à jour ces conditions à mesure que le service évolue. La date en haut de page indique leur dernière modification ; utiliser le service après une modification signifie que vous acceptez les nouvelles conditions.",

  "privacy.title": "Politique de confidentialité",
  "privacy.intro":
    "En bref : nous n’utilisons ni cookies ni pistage, nous ne gardons aucune trace des liens que vous collez ni de votre adresse IP, et nous ne stockons aucun des fichiers que vous téléchargez.",
  "privacy.s1": "1. Informations que nous collectons",
  "privacy.s1p1":
    "Les visiteurs des pages de téléchargement et du blog n’ont pas de compte, et nous ne déposons aucun cookie ni n’exécutons de scripts d’analyse ou de publicité. Nos serveurs ne conservent aucun journal des liens que vous collez ni des adresses IP des visiteurs. Pour protéger le service contre les abus, nous comptons les requêtes de chaque visiteur pendant quelques minutes, sous la forme d’une empreinte à sens unique salée de l’adresse IP, jamais l’adresse elle-même ; ces compteurs expirent d’eux-mêmes.",
  "privacy.s1p2":
    "Seuls les administrateurs du site, qui rédigent le blog, ont un compte : pour eux, nous conservons une adresse e-mail, un mot de passe haché de façon sécurisée et leurs sessions actives.",
  "privacy.s1p3":
    "La session d’un administrateur est enregistrée sous la forme d’un jeton aléatoire, du compte auquel elle appartient, de sa date de début, de son dernier renouvellement et de son expiration (sept jours après son début, prolongée tant que l’administrateur continue de l’utiliser). Nous n’enregistrons ni l’adresse IP ni le navigateur (user agent) d’une session.",
  "privacy.s2": "2. Utilisation de vos URL",
  "privacy.s2p1":
    "Le lien que vous collez est envoyé à notre serveur uniquement pour trouver le média vers lequel il pointe. Notre serveur demande ce contenu public à la plateforme dont relève le lien ({{anyPlatform}}), ou à un service de téléchargement partenaire, et renvoie des liens de téléchargement. Le lien n’est ni stocké, ni journalisé, ni partagé à d’autres fins.",
  "privacy.s2p2":
    "Pour éviter de récupérer une publication populaire à nouveau pour chaque visiteur, notre serveur retient pendant cinq minutes au plus les adresses des médias fournies par la plateforme pour cette publication ou vidéo (associées à la publication ou à la vidéo, jamais au lien que vous avez collé ni à quoi que ce soit vous concernant), et jamais plus longtemps que la plateforme ne laisse ces adresses fonctionner.",
  "privacy.s3": "3. Stockage des données",
  "privacy.s3p":
    "Les fichiers ne sont jamais stockés sur nos serveurs. Un téléchargement transite par notre serveur sous forme de flux, directement de la plateforme à votre navigateur, afin d’arriver avec un nom de fichier correct. Le lien de téléchargement que nous vous donnons est scellé (chiffré et signé) et expire peu de temps après. Lorsque l’audio est demandé, le son est converti en MP3 pendant la transmission, en mémoire, puis supprimé dès qu’il est envoyé.",
  "privacy.s4": "4. Services tiers",
  "privacy.s4p":
    "Pour récupérer les médias, notre serveur contacte la plateforme du lien que vous collez ({{anyPlatform}}) et, selon la configuration de ce site, un service de téléchargement tiers. Ces requêtes partent de notre serveur, pas de votre navigateur : les plateformes voient notre serveur, pas vous. Chacun de ces services a sa propre politique de confidentialité. Nous n’intégrons aucun script, police ou traceur tiers dans nos pages.",
  "privacy.s5": "5. Sécurité",
  "privacy.s5p":
    "Le site est servi en HTTPS : les liens et les téléchargements sont chiffrés entre votre appareil et nous. Les pages appliquent une politique de sécurité du contenu stricte, et nos liens de téléchargement ne peuvent récupérer que les médias que nous avons trouvés pour vous.",
  "privacy.s6": "6. Modification de cette politique",
  "privacy.s6p":
    "Si nos pratiques changent, nous mettrons cette page à jour avant que le changement ne prenne effet. Cette politique a été mise à jour pour la dernière fois en novembre 2026.",

  "platform.howTo": "Télécharger en trois étapes",
  "platform.step2": "Collez le lien dans le champ ci-dessus et appuyez sur Télécharger.",
  "platform.step3":
    "Choisissez une qualité lorsqu’il y a le choix. Une publication de plusieurs fichiers les affiche chacun avec son propre bouton Télécharger.",
  "platform.note":
    "Seules les publications publiques peuvent être téléchargées. Téléchargez pour votre usage personnel et demandez l’accord du créateur avant de partager ou de réutiliser son travail.",
  "platform.tiktok.heading": "Télécharger des vidéos TikTok",
  "platform.tiktok.title": "Téléchargeur de vidéos et photos TikTok",
  "platform.tiktok.description":
    "Téléchargez les vidéos TikTok publiques en MP4 et les publications photo image par image. Collez le lien TikTok et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.tiktok.intro":
    "Enregistrez les vidéos TikTok publiques, et chaque image d’une publication photo, depuis leur lien en quelques secondes.",
  "platform.tiktok.copy":
    "Dans l’appli TikTok, touchez Partager sur la vidéo, puis Copier le lien. Sur un ordinateur, copiez l’adresse dans le navigateur.",
  "platform.twitter.heading": "Télécharger des vidéos X (Twitter)",
  "platform.twitter.title": "Téléchargeur de vidéos X (Twitter)",
  "platform.twitter.description":
    "Téléchargez les vidéos, GIF et photos des publications publiques sur X (Twitter). Collez le lien, appuyez sur Télécharger et enregistrez chaque fichier : gratuit, sans connexion.",
  "platform.twitter.intro":
    "Enregistrez les vidéos, GIF et photos des publications publiques sur X, anciennement Twitter, depuis le lien de la publication.",
  "platform.twitter.copy":
    "Sur X, touchez l’icône de partage sous la publication, puis Copier le lien.",
  "platform.facebook.heading": "Télécharger des vidéos Facebook",
  "platform.facebook.title": "Téléchargeur de vidéos et reels Facebook",
  "platform.facebook.description":
    "Téléchargez les vidéos et reels Facebook publics en MP4 dans la meilleure qualité proposée. Collez le lien de la vidéo et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.facebook.intro":
    "Enregistrez les vidéos et reels Facebook publics depuis leur lien, dans la meilleure qualité que Facebook propose.",
  "platform.facebook.copy":
    "Sur Facebook, touchez Partager sous la vidéo ou le reel, puis Copier le lien.",
  "platform.threads.heading": "Télécharger des vidéos et photos Threads",
  "platform.threads.title": "Téléchargeur de vidéos et photos Threads",
  "platform.threads.description":
    "Téléchargez les vidéos et photos des publications Threads publiques, carrousels compris. Collez le lien et choisissez quoi enregistrer : gratuit, sans connexion.",
  "platform.threads.intro":
    "Enregistrez chaque vidéo et photo d’une publication Threads publique, carrousels compris, depuis le lien de la publication.",
  "platform.threads.copy":
    "Dans Threads, touchez l’icône de partage sous la publication, puis Copier le lien.",
  "platform.reddit.heading": "Télécharger des vidéos Reddit",
  "platform.reddit.title": "Téléchargeur de vidéos Reddit avec le son",
  "platform.reddit.description":
    "Téléchargez les vidéos Reddit publiques avec leur son en MP4, et les images des galeries. Collez le lien de la publication et appuyez sur Télécharger : gratuit, sans connexion.",
  "platform.reddit.intro":
    "Enregistrez les vidéos Reddit publiques avec leur son, et chaque image d’une galerie, depuis le lien de la publication.",
  "platform.reddit.copy": "Sur Reddit, touchez Partager sous la publication, puis Copier le lien.",
  "platform.pinterest.heading": "Télécharger des vidéos et images Pinterest",
  "platform.pinterest.title": "Téléchargeur de vidéos et images Pinterest",
  "platform.pinterest.description":
    "Téléchargez la vidéo ou l’image d’une épingle Pinterest publique en qualité d’origine. Collez le lien de l’épingle ou un lien court pin.it : gratuit, sans connexion.",
  "platform.pinterest.intro":
    "Enregistrez la vidéo ou l’image de n’importe quelle épingle publique, en qualité d’origine, depuis son lien.",
  "platform.pinterest.copy":
    "Sur Pinterest, ouvrez l’épingle, touchez Partager, puis Copier le lien.",
  "platform.bsky.heading": "Télécharger des vidéos et images Bluesky",
  "platform.bsky.title": "Téléchargeur de vidéos et images Bluesky",
  "platform.bsky.description":
    "Téléchargez les vidéos et les images des publications Bluesky publiques. Collez le lien de la publication et choisissez quoi enregistrer : gratuit, sans appli, sans connexion.",
  "platform.bsky.intro":
    "Enregistrez les vidéos et les images des publications Bluesky publiques depuis le lien de la publication.",
  "platform.bsky.copy":
    "Dans Bluesky, touchez l’icône de partage sous la publication, puis Copier le lien de la publication.",
  "platform.streamable.heading": "Télécharger des vidéos Streamable",
  "platform.streamable.title": "Téléchargeur de vidéos Streamable",
  "platform.streamable.description":
    "Téléchargez les vidéos Streamable publiques en MP4 dans la meilleure qualité proposée. Collez le lien de la vidéo et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.streamable.intro":
    "Enregistrez les vidéos Streamable publiques en fichiers MP4 depuis leur lien, dans la meilleure qualité que Streamable propose.",
  "platform.streamable.copy":
    "Sur Streamable, ouvrez la vidéo et copiez l’adresse dans le navigateur, ou le lien que donne son bouton Partager.",
  "platform.twitch.heading": "Télécharger des clips Twitch",
  "platform.twitch.title": "Téléchargeur de clips Twitch",
  "platform.twitch.description":
    "Téléchargez les clips Twitch en MP4 jusqu’en 1080p. Collez le lien du clip et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.twitch.intro":
    "Enregistrez n’importe quel clip Twitch public en fichier MP4 depuis son lien, dans la meilleure qualité jusqu’en 1080p.",
  "platform.twitch.copy": "Sur Twitch, ouvrez le clip, appuyez sur Partager, puis Copier le lien.",
  "platform.snapchat.heading": "Télécharger des vidéos Snapchat",
  "platform.snapchat.title": "Téléchargeur de Spotlight et de stories Snapchat",
  "platform.snapchat.description":
    "Téléchargez les vidéos Spotlight de Snapchat et les snaps des stories publiques. Collez le lien Spotlight ou du profil et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.snapchat.intro":
    "Enregistrez les vidéos Spotlight de Snapchat, ainsi que les photos et vidéos de la story d’un profil public, depuis leur lien.",
  "platform.snapchat.copy":
    "Dans Snapchat, touchez Partager sur la vidéo Spotlight ou le profil public, puis Copier le lien.",
  "platform.loom.heading": "Télécharger des vidéos Loom",
  "platform.loom.title": "Téléchargeur de vidéos Loom",
  "platform.loom.description":
    "Téléchargez en MP4 les vidéos Loom partagées avec toute personne disposant du lien. Collez le lien de partage et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
  "platform.loom.intro":
    "Enregistrez en fichiers MP4 les enregistrements Loom partagés avec toute personne disposant du lien, depuis leur lien de partage.",
  "platform.loom.copy":
    "Dans Loom, ouvrez la vidéo et appuyez sur Copier le lien, ou copiez l’adresse de sa page de partage.",
  ...platformPages("fr"),
});
