/**
 * bilibili's landing page in every language, spread into each catalog. Why: docs/decisions/042-platform-pages.md, 083-bilibili.md
 */
export const BILIBILI_PAGE = {
  ar: {
    "platform.bilibili.heading": "تنزيل فيديوهات بيليبيلي",
    "platform.bilibili.title": "أداة تنزيل فيديوهات بيليبيلي",
    "platform.bilibili.description":
      "نزّل فيديوهات بيليبيلي بدقة تصل إلى 1080p بصيغة MP4، الصورة والصوت معًا. الصق رابط الفيديو أو رابط b23.tv واضغط على تنزيل: مجانًا، بلا تطبيق، بلا تسجيل دخول.",
    "platform.bilibili.intro":
      "احفظ فيديوهات بيليبيلي، وكل جزء من الفيديو متعدد الأجزاء، كملفات MP4 بدقة تصل إلى 1080p من رابطها.",
    "platform.bilibili.copy":
      "في بيليبيلي، افتح الفيديو واضغط على مشاركة ثم نسخ الرابط، أو انسخ عنوان صفحته.",
  },
  de: {
    "platform.bilibili.heading": "bilibili-Videos herunterladen",
    "platform.bilibili.title": "bilibili-Video-Downloader",
    "platform.bilibili.description":
      "Lade bilibili-Videos bis 1080p als MP4 herunter, Bild und Ton zusammen. Video- oder b23.tv-Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.bilibili.intro":
      "Speichere bilibili-Videos und jeden Teil eines mehrteiligen Videos über ihren Link als MP4 bis 1080p.",
    "platform.bilibili.copy":
      "Öffne das Video in bilibili, tippe auf Teilen und dann auf Link kopieren, oder kopiere die Adresse seiner Seite.",
  },
  en: {
    "platform.bilibili.heading": "Download bilibili Videos",
    "platform.bilibili.title": "bilibili Video Downloader",
    "platform.bilibili.description":
      "Download bilibili videos up to 1080p as MP4, picture and sound together. Paste the video or b23.tv link and press Download: free, no app, no login.",
    "platform.bilibili.intro":
      "Save bilibili videos, and each part of a multi-part video, as MP4 files up to 1080p from their link.",
    "platform.bilibili.copy":
      "In bilibili, open the video and press Share, then Copy link, or copy the address of its page.",
  },
  es: {
    "platform.bilibili.heading": "Descargar vídeos de bilibili",
    "platform.bilibili.title": "Descargador de vídeos de bilibili",
    "platform.bilibili.description":
      "Descarga vídeos de bilibili hasta 1080p en MP4, con imagen y sonido juntos. Pega el enlace del vídeo o de b23.tv y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.bilibili.intro":
      "Guarda vídeos de bilibili, y cada parte de un vídeo de varias partes, como archivos MP4 de hasta 1080p desde su enlace.",
    "platform.bilibili.copy":
      "En bilibili, abre el vídeo, pulsa Compartir y luego Copiar enlace, o copia la dirección de su página.",
  },
  fr: {
    "platform.bilibili.heading": "Télécharger des vidéos bilibili",
    "platform.bilibili.title": "Téléchargeur de vidéos bilibili",
    "platform.bilibili.description":
      "Téléchargez les vidéos bilibili jusqu'en 1080p en MP4, image et son réunis. Collez le lien de la vidéo ou le lien b23.tv et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.bilibili.intro":
      "Enregistrez les vidéos bilibili, et chaque partie d'une vidéo en plusieurs parties, en fichiers MP4 jusqu'en 1080p depuis leur lien.",
    "platform.bilibili.copy":
      "Dans bilibili, ouvrez la vidéo, appuyez sur Partager puis sur Copier le lien, ou copiez l'adresse de sa page.",
  },
  hi: {
    "platform.bilibili.heading": "बिलिबिली वीडियो डाउनलोड करें",
    "platform.bilibili.title": "बिलिबिली वीडियो डाउनलोडर",
    "platform.bilibili.description":
      "बिलिबिली वीडियो 1080p तक MP4 में डाउनलोड करें, तस्वीर और आवाज़ एक साथ। वीडियो या b23.tv लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.bilibili.intro":
      "बिलिबिली वीडियो, और कई हिस्सों वाले वीडियो का हर हिस्सा, उनके लिंक से 1080p तक MP4 फ़ाइल के रूप में सेव करें।",
    "platform.bilibili.copy":
      "बिलिबिली में वीडियो खोलें, शेयर और फिर लिंक कॉपी करें दबाएँ, या उसके पेज का पता कॉपी करें।",
  },
  id: {
    "platform.bilibili.heading": "Unduh Video bilibili",
    "platform.bilibili.title": "Pengunduh Video bilibili",
    "platform.bilibili.description":
      "Unduh video bilibili hingga 1080p sebagai MP4, gambar dan suara menyatu. Tempel tautan video atau tautan b23.tv lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.bilibili.intro":
      "Simpan video bilibili, termasuk setiap bagian video berseri, sebagai file MP4 hingga 1080p dari tautannya.",
    "platform.bilibili.copy":
      "Di bilibili, buka videonya, tekan Bagikan lalu Salin tautan, atau salin alamat halamannya.",
  },
  it: {
    "platform.bilibili.heading": "Scarica video da bilibili",
    "platform.bilibili.title": "Downloader di video bilibili",
    "platform.bilibili.description":
      "Scarica i video di bilibili fino a 1080p in MP4, con immagine e audio insieme. Incolla il link del video o di b23.tv e premi Scarica: gratis, senza app, senza accesso.",
    "platform.bilibili.intro":
      "Salva i video di bilibili, e ogni parte di un video in più parti, come file MP4 fino a 1080p dal loro link.",
    "platform.bilibili.copy":
      "Su bilibili apri il video, premi Condividi e poi Copia link, oppure copia l'indirizzo della sua pagina.",
  },
  pt: {
    "platform.bilibili.heading": "Baixar vídeos do bilibili",
    "platform.bilibili.title": "Downloader de vídeos do bilibili",
    "platform.bilibili.description":
      "Baixe vídeos do bilibili em até 1080p como MP4, com imagem e som juntos. Cole o link do vídeo ou do b23.tv e toque em Baixar: grátis, sem app e sem login.",
    "platform.bilibili.intro":
      "Salve vídeos do bilibili, e cada parte de um vídeo com várias partes, como arquivos MP4 em até 1080p pelo link.",
    "platform.bilibili.copy":
      "No bilibili, abra o vídeo, toque em Compartilhar e depois em Copiar link, ou copie o endereço da página dele.",
  },
  ru: {
    "platform.bilibili.heading": "Скачать видео из bilibili",
    "platform.bilibili.title": "Загрузчик видео из bilibili",
    "platform.bilibili.description":
      "Скачивайте видео из bilibili в MP4 до 1080p, изображение и звук вместе. Вставьте ссылку на видео или ссылку b23.tv и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.bilibili.intro":
      "Сохраняйте видео из bilibili, в том числе каждую часть многосерийного видео, в файлы MP4 до 1080p по их ссылке.",
    "platform.bilibili.copy":
      "В bilibili откройте видео, нажмите «Поделиться», затем «Копировать ссылку», или скопируйте адрес его страницы.",
  },
  tr: {
    "platform.bilibili.heading": "bilibili Videolarını İndir",
    "platform.bilibili.title": "bilibili Video İndirici",
    "platform.bilibili.description":
      "bilibili videolarını 1080p'ye kadar, görüntü ve ses bir arada MP4 olarak indirin. Video ya da b23.tv bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.bilibili.intro":
      "bilibili videolarını ve çok bölümlü bir videonun her bölümünü bağlantısından 1080p'ye kadar MP4 dosyası olarak kaydedin.",
    "platform.bilibili.copy":
      "bilibili'de videoyu açın, Paylaş'a ve ardından Bağlantıyı kopyala'ya basın ya da sayfasının adresini kopyalayın.",
  },
  vi: {
    "platform.bilibili.heading": "Tải video bilibili",
    "platform.bilibili.title": "Trình tải video bilibili",
    "platform.bilibili.description":
      "Tải video bilibili đến 1080p dưới dạng MP4, hình và tiếng đi cùng nhau. Dán liên kết video hoặc liên kết b23.tv rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.bilibili.intro":
      "Lưu video bilibili, kể cả từng phần của video nhiều phần, thành tệp MP4 đến 1080p từ liên kết của chúng.",
    "platform.bilibili.copy":
      "Trong bilibili, mở video, nhấn Chia sẻ rồi Sao chép liên kết, hoặc sao chép địa chỉ trang của video.",
  },
} as const;
