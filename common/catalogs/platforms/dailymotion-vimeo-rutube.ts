import type { LanguageCode } from "../../languages.js";

/**
 * Dailymotion's, Vimeo's and Rutube's words in every language: their landing pages, the reasons
 * only they give, and their names where a language writes its own (Arabic, Hindi). Kept beside
 * the catalogs, each of which spreads its own language, so that no catalog outgrows its file.
 * English reasons come from the one table (common/media-messages.ts), not from here.
 * Why: docs/decisions/080-dailymotion.md, 081-vimeo.md, 082-rutube.md
 */
type Words = Record<
  `platform.${"dailymotion" | "vimeo" | "rutube"}.${"heading" | "title" | "description" | "intro" | "copy"}`,
  string
> &
  Partial<Record<`reason.${"password_protected" | "embed_only" | "adults_only"}`, string>> &
  Partial<Record<`common.platform.${"dailymotion" | "vimeo" | "rutube"}`, string>>;

export const DAILYMOTION_VIMEO_RUTUBE = {
  en: {
    "platform.dailymotion.heading": "Download Dailymotion Videos",
    "platform.dailymotion.title": "Dailymotion Video Downloader",
    "platform.dailymotion.description":
      "Download public Dailymotion videos as MP4. Paste the video's link or its dai.ly short link and press Download: free, no app, no login.",
    "platform.dailymotion.intro":
      "Save public Dailymotion videos as MP4 files, from their page, their player or a dai.ly short link.",
    "platform.dailymotion.copy":
      "On Dailymotion, open the video, press Share and copy the link, or copy the address of its page.",
    "platform.vimeo.heading": "Download Vimeo Videos",
    "platform.vimeo.title": "Vimeo Video Downloader",
    "platform.vimeo.description":
      "Download public and unlisted Vimeo videos that can be embedded, as MP4. Paste the link and press Download: free, no app, no login.",
    "platform.vimeo.intro":
      "Save Vimeo videos their owners let others embed as MP4 files, from their page, their player or an unlisted link.",
    "platform.vimeo.copy":
      "On Vimeo, open the video, press Share and copy the link (an unlisted video's link keeps its code), or copy the address of its page.",
    "platform.rutube.heading": "Download Rutube Videos",
    "platform.rutube.title": "Rutube Video Downloader",
    "platform.rutube.description":
      "Download public Rutube videos as MP4. Paste the video's link and press Download: free, no app, no login.",
    "platform.rutube.intro":
      "Save public Rutube videos as MP4 files, from their page, their player or a private link with its key.",
    "platform.rutube.copy":
      "On Rutube, open the video, press Share and copy the link, or copy the address of its page.",
  },
  es: {
    "reason.password_protected":
      "Este vídeo está protegido con una contraseña que este sitio no puede introducir.",
    "reason.embed_only":
      "El propietario de este vídeo solo permite reproducirlo en los sitios que eligió.",
    "reason.adults_only":
      "Este vídeo es solo para adultos y la plataforma solo lo muestra a usuarios con sesión iniciada.",
    "platform.dailymotion.heading": "Descargar vídeos de Dailymotion",
    "platform.dailymotion.title": "Descargador de vídeos de Dailymotion",
    "platform.dailymotion.description":
      "Descarga vídeos públicos de Dailymotion en MP4. Pega el enlace del vídeo o su enlace corto dai.ly y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.dailymotion.intro":
      "Guarda vídeos públicos de Dailymotion como archivos MP4, desde su página, su reproductor o un enlace corto dai.ly.",
    "platform.dailymotion.copy":
      "En Dailymotion, abre el vídeo, pulsa Compartir y copia el enlace, o copia la dirección de su página.",
    "platform.vimeo.heading": "Descargar vídeos de Vimeo",
    "platform.vimeo.title": "Descargador de vídeos de Vimeo",
    "platform.vimeo.description":
      "Descarga en MP4 vídeos públicos y ocultos de Vimeo que se pueden insertar. Pega el enlace y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.vimeo.intro":
      "Guarda como archivos MP4 los vídeos de Vimeo que sus propietarios dejan insertar, desde su página, su reproductor o un enlace oculto.",
    "platform.vimeo.copy":
      "En Vimeo, abre el vídeo, pulsa Compartir y copia el enlace (el de un vídeo oculto conserva su código), o copia la dirección de su página.",
    "platform.rutube.heading": "Descargar vídeos de Rutube",
    "platform.rutube.title": "Descargador de vídeos de Rutube",
    "platform.rutube.description":
      "Descarga vídeos públicos de Rutube en MP4. Pega el enlace del vídeo y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.rutube.intro":
      "Guarda vídeos públicos de Rutube como archivos MP4, desde su página, su reproductor o un enlace privado con su clave.",
    "platform.rutube.copy":
      "En Rutube, abre el vídeo, pulsa Compartir y copia el enlace, o copia la dirección de su página.",
  },
  pt: {
    "reason.password_protected":
      "Este vídeo é protegido por uma senha, que este site não consegue digitar.",
    "reason.embed_only":
      "O dono deste vídeo só deixa que ele seja reproduzido nos sites que escolheu.",
    "reason.adults_only":
      "Este vídeo é só para adultos, e a plataforma só o mostra para quem entrou na conta.",
    "platform.dailymotion.heading": "Baixar vídeos do Dailymotion",
    "platform.dailymotion.title": "Downloader de vídeos do Dailymotion",
    "platform.dailymotion.description":
      "Baixe vídeos públicos do Dailymotion em MP4. Cole o link do vídeo ou o link curto dai.ly e toque em Baixar: grátis, sem app e sem login.",
    "platform.dailymotion.intro":
      "Salve vídeos públicos do Dailymotion como arquivos MP4, pela página, pelo player ou por um link curto dai.ly.",
    "platform.dailymotion.copy":
      "No Dailymotion, abra o vídeo, toque em Compartilhar e copie o link, ou copie o endereço da página dele.",
    "platform.vimeo.heading": "Baixar vídeos do Vimeo",
    "platform.vimeo.title": "Downloader de vídeos do Vimeo",
    "platform.vimeo.description":
      "Baixe em MP4 vídeos públicos e não listados do Vimeo que podem ser incorporados. Cole o link e toque em Baixar: grátis, sem app e sem login.",
    "platform.vimeo.intro":
      "Salve como arquivos MP4 os vídeos do Vimeo que os donos deixam incorporar, pela página, pelo player ou por um link não listado.",
    "platform.vimeo.copy":
      "No Vimeo, abra o vídeo, toque em Compartilhar e copie o link (o de um vídeo não listado mantém o código), ou copie o endereço da página dele.",
    "platform.rutube.heading": "Baixar vídeos do Rutube",
    "platform.rutube.title": "Downloader de vídeos do Rutube",
    "platform.rutube.description":
      "Baixe vídeos públicos do Rutube em MP4. Cole o link do vídeo e toque em Baixar: grátis, sem app e sem login.",
    "platform.rutube.intro":
      "Salve vídeos públicos do Rutube como arquivos MP4, pela página, pelo player ou por um link privado com a chave.",
    "platform.rutube.copy":
      "No Rutube, abra o vídeo, toque em Compartilhar e copie o link, ou copie o endereço da página dele.",
  },
  fr: {
    "reason.password_protected":
      "Cette vidéo est protégée par un mot de passe, que ce site ne peut pas saisir.",
    "reason.embed_only":
      "Le propriétaire de cette vidéo ne la laisse lire que sur les sites qu’il a choisis.",
    "reason.adults_only":
      "Cette vidéo est réservée aux adultes, et la plateforme ne la montre qu’aux utilisateurs connectés.",
    "platform.dailymotion.heading": "Télécharger des vidéos Dailymotion",
    "platform.dailymotion.title": "Téléchargeur de vidéos Dailymotion",
    "platform.dailymotion.description":
      "Téléchargez des vidéos Dailymotion publiques en MP4. Collez le lien de la vidéo ou son lien court dai.ly et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.dailymotion.intro":
      "Enregistrez des vidéos Dailymotion publiques en fichiers MP4, depuis leur page, leur lecteur ou un lien court dai.ly.",
    "platform.dailymotion.copy":
      "Sur Dailymotion, ouvrez la vidéo, appuyez sur Partager et copiez le lien, ou copiez l’adresse de sa page.",
    "platform.vimeo.heading": "Télécharger des vidéos Vimeo",
    "platform.vimeo.title": "Téléchargeur de vidéos Vimeo",
    "platform.vimeo.description":
      "Téléchargez en MP4 des vidéos Vimeo publiques ou non répertoriées qui peuvent être intégrées. Collez le lien et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.vimeo.intro":
      "Enregistrez en fichiers MP4 les vidéos Vimeo que leurs propriétaires laissent intégrer, depuis leur page, leur lecteur ou un lien non répertorié.",
    "platform.vimeo.copy":
      "Sur Vimeo, ouvrez la vidéo, appuyez sur Partager et copiez le lien (celui d’une vidéo non répertoriée garde son code), ou copiez l’adresse de sa page.",
    "platform.rutube.heading": "Télécharger des vidéos Rutube",
    "platform.rutube.title": "Téléchargeur de vidéos Rutube",
    "platform.rutube.description":
      "Téléchargez des vidéos Rutube publiques en MP4. Collez le lien de la vidéo et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.rutube.intro":
      "Enregistrez des vidéos Rutube publiques en fichiers MP4, depuis leur page, leur lecteur ou un lien privé avec sa clé.",
    "platform.rutube.copy":
      "Sur Rutube, ouvrez la vidéo, appuyez sur Partager et copiez le lien, ou copiez l’adresse de sa page.",
  },
  de: {
    "reason.password_protected":
      "Dieses Video ist mit einem Passwort geschützt, das diese Seite nicht eingeben kann.",
    "reason.embed_only":
      "Der Besitzer dieses Videos lässt es nur auf ausgewählten Websites abspielen.",
    "reason.adults_only":
      "Dieses Video ist nur für Erwachsene, und die Plattform zeigt es nur angemeldeten Zuschauern.",
    "platform.dailymotion.heading": "Dailymotion-Videos herunterladen",
    "platform.dailymotion.title": "Dailymotion Video Downloader",
    "platform.dailymotion.description":
      "Lade öffentliche Dailymotion-Videos als MP4 herunter. Füge den Link des Videos oder seinen dai.ly-Kurzlink ein und tippe auf Herunterladen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.dailymotion.intro":
      "Speichere öffentliche Dailymotion-Videos als MP4-Dateien, von ihrer Seite, ihrem Player oder einem dai.ly-Kurzlink.",
    "platform.dailymotion.copy":
      "Öffne das Video auf Dailymotion, tippe auf Teilen und kopiere den Link, oder kopiere die Adresse seiner Seite.",
    "platform.vimeo.heading": "Vimeo-Videos herunterladen",
    "platform.vimeo.title": "Vimeo Video Downloader",
    "platform.vimeo.description":
      "Lade öffentliche und nicht gelistete Vimeo-Videos, die eingebettet werden dürfen, als MP4 herunter. Füge den Link ein und tippe auf Herunterladen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.vimeo.intro":
      "Speichere Vimeo-Videos, deren Besitzer das Einbetten erlauben, als MP4-Dateien, von ihrer Seite, ihrem Player oder einem nicht gelisteten Link.",
    "platform.vimeo.copy":
      "Öffne das Video auf Vimeo, tippe auf Teilen und kopiere den Link (der Link eines nicht gelisteten Videos behält seinen Code), oder kopiere die Adresse seiner Seite.",
    "platform.rutube.heading": "Rutube-Videos herunterladen",
    "platform.rutube.title": "Rutube Video Downloader",
    "platform.rutube.description":
      "Lade öffentliche Rutube-Videos als MP4 herunter. Füge den Link des Videos ein und tippe auf Herunterladen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.rutube.intro":
      "Speichere öffentliche Rutube-Videos als MP4-Dateien, von ihrer Seite, ihrem Player oder einem privaten Link mit seinem Schlüssel.",
    "platform.rutube.copy":
      "Öffne das Video auf Rutube, tippe auf Teilen und kopiere den Link, oder kopiere die Adresse seiner Seite.",
  },
  it: {
    "reason.password_protected":
      "Questo video è protetto da una password, che questo sito non può inserire.",
    "reason.embed_only":
      "Il proprietario di questo video lo lascia riprodurre solo sui siti che ha scelto.",
    "reason.adults_only":
      "Questo video è solo per adulti e la piattaforma lo mostra solo a chi ha effettuato l’accesso.",
    "platform.dailymotion.heading": "Scarica video da Dailymotion",
    "platform.dailymotion.title": "Downloader di video Dailymotion",
    "platform.dailymotion.description":
      "Scarica video pubblici di Dailymotion in MP4. Incolla il link del video o il suo link breve dai.ly e premi Scarica: gratis, senza app, senza accesso.",
    "platform.dailymotion.intro":
      "Salva video pubblici di Dailymotion come file MP4, dalla loro pagina, dal loro player o da un link breve dai.ly.",
    "platform.dailymotion.copy":
      "Su Dailymotion, apri il video, premi Condividi e copia il link, oppure copia l’indirizzo della sua pagina.",
    "platform.vimeo.heading": "Scarica video da Vimeo",
    "platform.vimeo.title": "Downloader di video Vimeo",
    "platform.vimeo.description":
      "Scarica in MP4 video pubblici e non in elenco di Vimeo che si possono incorporare. Incolla il link e premi Scarica: gratis, senza app, senza accesso.",
    "platform.vimeo.intro":
      "Salva come file MP4 i video di Vimeo che i proprietari lasciano incorporare, dalla loro pagina, dal loro player o da un link non in elenco.",
    "platform.vimeo.copy":
      "Su Vimeo, apri il video, premi Condividi e copia il link (quello di un video non in elenco conserva il suo codice), oppure copia l’indirizzo della sua pagina.",
    "platform.rutube.heading": "Scarica video da Rutube",
    "platform.rutube.title": "Downloader di video Rutube",
    "platform.rutube.description":
      "Scarica video pubblici di Rutube in MP4. Incolla il link del video e premi Scarica: gratis, senza app, senza accesso.",
    "platform.rutube.intro":
      "Salva video pubblici di Rutube come file MP4, dalla loro pagina, dal loro player o da un link privato con la sua chiave.",
    "platform.rutube.copy":
      "Su Rutube, apri il video, premi Condividi e copia il link, oppure copia l’indirizzo della sua pagina.",
  },
  ru: {
    "reason.password_protected": "Это видео защищено паролем, который этот сайт не может ввести.",
    "reason.embed_only":
      "Владелец этого видео разрешает воспроизводить его только на выбранных им сайтах.",
    "reason.adults_only":
      "Это видео только для взрослых, и платформа показывает его только вошедшим в аккаунт зрителям.",
    "platform.dailymotion.heading": "Скачать видео из Dailymotion",
    "platform.dailymotion.title": "Загрузчик видео из Dailymotion",
    "platform.dailymotion.description":
      "Скачивайте публичные видео из Dailymotion в MP4. Вставьте ссылку на видео или короткую ссылку dai.ly и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.dailymotion.intro":
      "Сохраняйте публичные видео из Dailymotion в файлы MP4 по ссылке на страницу, плеер или короткой ссылке dai.ly.",
    "platform.dailymotion.copy":
      "В Dailymotion откройте видео, нажмите «Поделиться» и скопируйте ссылку или скопируйте адрес его страницы.",
    "platform.vimeo.heading": "Скачать видео из Vimeo",
    "platform.vimeo.title": "Загрузчик видео из Vimeo",
    "platform.vimeo.description":
      "Скачивайте в MP4 публичные и скрытые видео из Vimeo, которые можно встраивать. Вставьте ссылку и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.vimeo.intro":
      "Сохраняйте в файлы MP4 видео из Vimeo, которые владельцы разрешают встраивать, по ссылке на страницу, плеер или скрытой ссылке.",
    "platform.vimeo.copy":
      "В Vimeo откройте видео, нажмите «Поделиться» и скопируйте ссылку (ссылка скрытого видео сохраняет его код) или скопируйте адрес его страницы.",
    "platform.rutube.heading": "Скачать видео из Rutube",
    "platform.rutube.title": "Загрузчик видео из Rutube",
    "platform.rutube.description":
      "Скачивайте публичные видео из Rutube в MP4. Вставьте ссылку на видео и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.rutube.intro":
      "Сохраняйте публичные видео из Rutube в файлы MP4 по ссылке на страницу, плеер или закрытой ссылке с ключом.",
    "platform.rutube.copy":
      "В Rutube откройте видео, нажмите «Поделиться» и скопируйте ссылку или скопируйте адрес его страницы.",
  },
  tr: {
    "reason.password_protected": "Bu video bir parolayla korunuyor ve bu site parolayı giremiyor.",
    "reason.embed_only":
      "Bu videonun sahibi onun yalnızca seçtiği sitelerde oynatılmasına izin veriyor.",
    "reason.adults_only":
      "Bu video yalnızca yetişkinler içindir ve platform onu yalnızca oturum açmış izleyicilere gösteriyor.",
    "platform.dailymotion.heading": "Dailymotion Videolarını İndir",
    "platform.dailymotion.title": "Dailymotion Video İndirici",
    "platform.dailymotion.description":
      "Herkese açık Dailymotion videolarını MP4 olarak indirin. Videonun bağlantısını ya da dai.ly kısa bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.dailymotion.intro":
      "Herkese açık Dailymotion videolarını sayfalarından, oynatıcılarından ya da bir dai.ly kısa bağlantısından MP4 dosyası olarak kaydedin.",
    "platform.dailymotion.copy":
      "Dailymotion'da videoyu açın, Paylaş'a basıp bağlantıyı kopyalayın ya da sayfasının adresini kopyalayın.",
    "platform.vimeo.heading": "Vimeo Videolarını İndir",
    "platform.vimeo.title": "Vimeo Video İndirici",
    "platform.vimeo.description":
      "Yerleştirilebilen herkese açık ve liste dışı Vimeo videolarını MP4 olarak indirin. Bağlantıyı yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.vimeo.intro":
      "Sahiplerinin yerleştirmeye izin verdiği Vimeo videolarını sayfalarından, oynatıcılarından ya da liste dışı bir bağlantıdan MP4 dosyası olarak kaydedin.",
    "platform.vimeo.copy":
      "Vimeo'da videoyu açın, Paylaş'a basıp bağlantıyı kopyalayın (liste dışı bir videonun bağlantısı kodunu korur) ya da sayfasının adresini kopyalayın.",
    "platform.rutube.heading": "Rutube Videolarını İndir",
    "platform.rutube.title": "Rutube Video İndirici",
    "platform.rutube.description":
      "Herkese açık Rutube videolarını MP4 olarak indirin. Videonun bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.rutube.intro":
      "Herkese açık Rutube videolarını sayfalarından, oynatıcılarından ya da anahtarıyla birlikte özel bir bağlantıdan MP4 dosyası olarak kaydedin.",
    "platform.rutube.copy":
      "Rutube'da videoyu açın, Paylaş'a basıp bağlantıyı kopyalayın ya da sayfasının adresini kopyalayın.",
  },
  ar: {
    "common.platform.dailymotion": "ديلي موشن",
    "common.platform.vimeo": "فيميو",
    "common.platform.rutube": "روتيوب",
    "reason.password_protected": "هذا الفيديو محمي بكلمة مرور لا يستطيع هذا الموقع إدخالها.",
    "reason.embed_only": "لا يسمح مالك هذا الفيديو بتشغيله إلا على المواقع التي اختارها.",
    "reason.adults_only":
      "هذا الفيديو للبالغين فقط، ولا تعرضه المنصة إلا للمشاهدين الذين سجّلوا الدخول.",
    "platform.dailymotion.heading": "تنزيل فيديوهات ديلي موشن",
    "platform.dailymotion.title": "أداة تنزيل فيديوهات ديلي موشن",
    "platform.dailymotion.description":
      "نزّل فيديوهات ديلي موشن العامة بصيغة MP4. الصق رابط الفيديو أو رابطه المختصر dai.ly واضغط على تنزيل: مجانًا، دون تطبيق ودون تسجيل دخول.",
    "platform.dailymotion.intro":
      "احفظ فيديوهات ديلي موشن العامة كملفات MP4 من صفحتها أو مشغّلها أو من رابط مختصر dai.ly.",
    "platform.dailymotion.copy":
      "في ديلي موشن، افتح الفيديو واضغط على مشاركة وانسخ الرابط، أو انسخ عنوان صفحته.",
    "platform.vimeo.heading": "تنزيل فيديوهات فيميو",
    "platform.vimeo.title": "أداة تنزيل فيديوهات فيميو",
    "platform.vimeo.description":
      "نزّل فيديوهات فيميو العامة وغير المدرجة التي يمكن تضمينها بصيغة MP4. الصق الرابط واضغط على تنزيل: مجانًا، دون تطبيق ودون تسجيل دخول.",
    "platform.vimeo.intro":
      "احفظ فيديوهات فيميو التي يسمح أصحابها بتضمينها كملفات MP4 من صفحتها أو مشغّلها أو من رابط غير مدرج.",
    "platform.vimeo.copy":
      "في فيميو، افتح الفيديو واضغط على مشاركة وانسخ الرابط (رابط الفيديو غير المدرج يحتفظ برمزه)، أو انسخ عنوان صفحته.",
    "platform.rutube.heading": "تنزيل فيديوهات روتيوب",
    "platform.rutube.title": "أداة تنزيل فيديوهات روتيوب",
    "platform.rutube.description":
      "نزّل فيديوهات روتيوب العامة بصيغة MP4. الصق رابط الفيديو واضغط على تنزيل: مجانًا، دون تطبيق ودون تسجيل دخول.",
    "platform.rutube.intro":
      "احفظ فيديوهات روتيوب العامة كملفات MP4 من صفحتها أو مشغّلها أو من رابط خاص مع مفتاحه.",
    "platform.rutube.copy":
      "في روتيوب، افتح الفيديو واضغط على مشاركة وانسخ الرابط، أو انسخ عنوان صفحته.",
  },
  hi: {
    "common.platform.dailymotion": "डेलीमोशन",
    "common.platform.vimeo": "वीमियो",
    "common.platform.rutube": "रूट्यूब",
    "reason.password_protected": "यह वीडियो पासवर्ड से सुरक्षित है, जिसे यह साइट नहीं डाल सकती।",
    "reason.embed_only": "इस वीडियो का मालिक इसे सिर्फ़ अपनी चुनी हुई साइटों पर चलने देता है।",
    "reason.adults_only":
      "यह वीडियो सिर्फ़ वयस्कों के लिए है, और प्लेटफ़ॉर्म इसे सिर्फ़ साइन-इन किए दर्शकों को दिखाता है।",
    "platform.dailymotion.heading": "डेलीमोशन वीडियो डाउनलोड करें",
    "platform.dailymotion.title": "डेलीमोशन वीडियो डाउनलोडर",
    "platform.dailymotion.description":
      "डेलीमोशन के सार्वजनिक वीडियो MP4 में डाउनलोड करें। वीडियो का लिंक या उसका dai.ly छोटा लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.dailymotion.intro":
      "डेलीमोशन के सार्वजनिक वीडियो उनके पेज, प्लेयर या dai.ly छोटे लिंक से MP4 फ़ाइलों के रूप में सेव करें।",
    "platform.dailymotion.copy":
      "डेलीमोशन में वीडियो खोलें, शेयर दबाएँ और लिंक कॉपी करें, या उसके पेज का पता कॉपी करें।",
    "platform.vimeo.heading": "वीमियो वीडियो डाउनलोड करें",
    "platform.vimeo.title": "वीमियो वीडियो डाउनलोडर",
    "platform.vimeo.description":
      "वीमियो के वे सार्वजनिक और अनलिस्टेड वीडियो MP4 में डाउनलोड करें जिन्हें एम्बेड किया जा सकता है। लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.vimeo.intro":
      "वीमियो के वे वीडियो जिन्हें उनके मालिक एम्बेड करने देते हैं, उनके पेज, प्लेयर या अनलिस्टेड लिंक से MP4 फ़ाइलों के रूप में सेव करें।",
    "platform.vimeo.copy":
      "वीमियो में वीडियो खोलें, शेयर दबाएँ और लिंक कॉपी करें (अनलिस्टेड वीडियो का लिंक अपना कोड साथ रखता है), या उसके पेज का पता कॉपी करें।",
    "platform.rutube.heading": "रूट्यूब वीडियो डाउनलोड करें",
    "platform.rutube.title": "रूट्यूब वीडियो डाउनलोडर",
    "platform.rutube.description":
      "रूट्यूब के सार्वजनिक वीडियो MP4 में डाउनलोड करें। वीडियो का लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.rutube.intro":
      "रूट्यूब के सार्वजनिक वीडियो उनके पेज, प्लेयर या कुंजी वाले निजी लिंक से MP4 फ़ाइलों के रूप में सेव करें।",
    "platform.rutube.copy": "रूट्यूब में वीडियो खोलें, शेयर दबाएँ और लिंक कॉपी करें, या उसके पेज का पता कॉपी करें।",
  },
  id: {
    "reason.password_protected":
      "Video ini dilindungi kata sandi, yang tidak dapat dimasukkan oleh situs ini.",
    "reason.embed_only":
      "Pemilik video ini hanya mengizinkannya diputar di situs yang mereka pilih.",
    "reason.adults_only":
      "Video ini khusus dewasa, dan platform hanya menampilkannya kepada penonton yang sudah masuk.",
    "platform.dailymotion.heading": "Unduh Video Dailymotion",
    "platform.dailymotion.title": "Pengunduh Video Dailymotion",
    "platform.dailymotion.description":
      "Unduh video Dailymotion publik sebagai MP4. Tempel tautan video atau tautan pendek dai.ly-nya lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.dailymotion.intro":
      "Simpan video Dailymotion publik sebagai file MP4, dari halamannya, pemutarnya, atau tautan pendek dai.ly.",
    "platform.dailymotion.copy":
      "Di Dailymotion, buka video, tekan Bagikan lalu salin tautannya, atau salin alamat halamannya.",
    "platform.vimeo.heading": "Unduh Video Vimeo",
    "platform.vimeo.title": "Pengunduh Video Vimeo",
    "platform.vimeo.description":
      "Unduh video Vimeo publik dan tidak tercantum yang boleh disematkan sebagai MP4. Tempel tautannya lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.vimeo.intro":
      "Simpan video Vimeo yang boleh disematkan oleh pemiliknya sebagai file MP4, dari halamannya, pemutarnya, atau tautan tidak tercantum.",
    "platform.vimeo.copy":
      "Di Vimeo, buka video, tekan Bagikan lalu salin tautannya (tautan video tidak tercantum menyimpan kodenya), atau salin alamat halamannya.",
    "platform.rutube.heading": "Unduh Video Rutube",
    "platform.rutube.title": "Pengunduh Video Rutube",
    "platform.rutube.description":
      "Unduh video Rutube publik sebagai MP4. Tempel tautan video lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.rutube.intro":
      "Simpan video Rutube publik sebagai file MP4, dari halamannya, pemutarnya, atau tautan pribadi beserta kuncinya.",
    "platform.rutube.copy":
      "Di Rutube, buka video, tekan Bagikan lalu salin tautannya, atau salin alamat halamannya.",
  },
  vi: {
    "reason.password_protected": "Video này được bảo vệ bằng mật khẩu mà trang này không thể nhập.",
    "reason.embed_only": "Chủ sở hữu video này chỉ cho phát nó trên những trang họ đã chọn.",
    "reason.adults_only":
      "Video này chỉ dành cho người lớn và nền tảng chỉ hiển thị nó cho người xem đã đăng nhập.",
    "platform.dailymotion.heading": "Tải video Dailymotion",
    "platform.dailymotion.title": "Trình tải video Dailymotion",
    "platform.dailymotion.description":
      "Tải video Dailymotion công khai dưới dạng MP4. Dán liên kết của video hoặc liên kết rút gọn dai.ly rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.dailymotion.intro":
      "Lưu video Dailymotion công khai thành tệp MP4, từ trang của video, trình phát của nó hoặc một liên kết rút gọn dai.ly.",
    "platform.dailymotion.copy":
      "Trên Dailymotion, mở video, nhấn Chia sẻ rồi sao chép liên kết, hoặc sao chép địa chỉ trang của video.",
    "platform.vimeo.heading": "Tải video Vimeo",
    "platform.vimeo.title": "Trình tải video Vimeo",
    "platform.vimeo.description":
      "Tải video Vimeo công khai và không công khai được phép nhúng dưới dạng MP4. Dán liên kết rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.vimeo.intro":
      "Lưu thành tệp MP4 các video Vimeo mà chủ sở hữu cho phép nhúng, từ trang của video, trình phát của nó hoặc một liên kết không công khai.",
    "platform.vimeo.copy":
      "Trên Vimeo, mở video, nhấn Chia sẻ rồi sao chép liên kết (liên kết của video không công khai giữ mã của nó), hoặc sao chép địa chỉ trang của video.",
    "platform.rutube.heading": "Tải video Rutube",
    "platform.rutube.title": "Trình tải video Rutube",
    "platform.rutube.description":
      "Tải video Rutube công khai dưới dạng MP4. Dán liên kết của video rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.rutube.intro":
      "Lưu video Rutube công khai thành tệp MP4, từ trang của video, trình phát của nó hoặc một liên kết riêng tư kèm khóa.",
    "platform.rutube.copy":
      "Trên Rutube, mở video, nhấn Chia sẻ rồi sao chép liên kết, hoặc sao chép địa chỉ trang của video.",
  },
} as const satisfies Record<LanguageCode, Words>;
