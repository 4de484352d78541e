/**
 * OK.ru's landing page in every language, spread into each catalog. Why: docs/decisions/042-platform-pages.md, 084-ok.md
 */
export const OK_PAGE = {
  ar: {
    "platform.ok.heading": "تنزيل فيديوهات أودنوكلاسنيكي",
    "platform.ok.title": "أداة تنزيل فيديوهات أودنوكلاسنيكي",
    "platform.ok.description":
      "نزّل فيديوهات أودنوكلاسنيكي (OK.ru) بصيغة MP4 بالجودة التي تختارها. الصق رابط الفيديو واضغط على تنزيل: مجانًا، بلا تطبيق، بلا تسجيل دخول.",
    "platform.ok.intro":
      "احفظ فيديوهات أودنوكلاسنيكي العامة، من الموقع أو موقع الجوال، كملفات MP4 بكل جودة متاحة.",
    "platform.ok.copy":
      "في أودنوكلاسنيكي، افتح الفيديو واضغط على مشاركة ثم نسخ الرابط، أو انسخ عنوان صفحته.",
  },
  de: {
    "platform.ok.heading": "OK.ru-Videos herunterladen",
    "platform.ok.title": "OK.ru-Video-Downloader",
    "platform.ok.description":
      "Lade OK.ru-Videos (Odnoklassniki) als MP4 in der Qualität deiner Wahl herunter. Videolink einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.ok.intro":
      "Speichere öffentliche OK.ru-Videos von der Website oder der mobilen Seite als MP4, in jeder angebotenen Qualität.",
    "platform.ok.copy":
      "Öffne das Video in OK.ru, tippe auf Teilen und dann auf Link kopieren, oder kopiere die Adresse seiner Seite.",
  },
  en: {
    "platform.ok.heading": "Download OK.ru Videos",
    "platform.ok.title": "OK.ru Video Downloader",
    "platform.ok.description":
      "Download OK.ru (Odnoklassniki) videos as MP4, in the quality you choose. Paste the video link and press Download: free, no app, no login.",
    "platform.ok.intro":
      "Save public OK.ru videos as MP4 files, from the site or the mobile site, in every quality they offer.",
    "platform.ok.copy":
      "In OK.ru, open the video and press Share, then Copy link, or copy the address of its page.",
  },
  es: {
    "platform.ok.heading": "Descargar vídeos de OK.ru",
    "platform.ok.title": "Descargador de vídeos de OK.ru",
    "platform.ok.description":
      "Descarga vídeos de OK.ru (Odnoklassniki) en MP4, en la calidad que elijas. Pega el enlace del vídeo y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.ok.intro":
      "Guarda vídeos públicos de OK.ru, desde el sitio o el sitio móvil, como archivos MP4 en todas las calidades que ofrecen.",
    "platform.ok.copy":
      "En OK.ru, abre el vídeo, pulsa Compartir y luego Copiar enlace, o copia la dirección de su página.",
  },
  fr: {
    "platform.ok.heading": "Télécharger des vidéos OK.ru",
    "platform.ok.title": "Téléchargeur de vidéos OK.ru",
    "platform.ok.description":
      "Téléchargez les vidéos OK.ru (Odnoklassniki) en MP4, dans la qualité de votre choix. Collez le lien de la vidéo et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.ok.intro":
      "Enregistrez les vidéos publiques d'OK.ru, depuis le site ou le site mobile, en fichiers MP4 dans toutes les qualités proposées.",
    "platform.ok.copy":
      "Dans OK.ru, ouvrez la vidéo, appuyez sur Partager puis sur Copier le lien, ou copiez l'adresse de sa page.",
  },
  hi: {
    "platform.ok.heading": "OK.ru वीडियो डाउनलोड करें",
    "platform.ok.title": "OK.ru वीडियो डाउनलोडर",
    "platform.ok.description":
      "OK.ru (ओडनोक्लास्निकी) वीडियो अपनी चुनी हुई क्वालिटी में MP4 में डाउनलोड करें। वीडियो लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.ok.intro":
      "OK.ru के सार्वजनिक वीडियो, साइट या मोबाइल साइट से, हर उपलब्ध क्वालिटी में MP4 फ़ाइल के रूप में सेव करें।",
    "platform.ok.copy":
      "OK.ru में वीडियो खोलें, शेयर और फिर लिंक कॉपी करें दबाएँ, या उसके पेज का पता कॉपी करें।",
  },
  id: {
    "platform.ok.heading": "Unduh Video OK.ru",
    "platform.ok.title": "Pengunduh Video OK.ru",
    "platform.ok.description":
      "Unduh video OK.ru (Odnoklassniki) sebagai MP4 dalam kualitas pilihan Anda. Tempel tautan video lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.ok.intro":
      "Simpan video publik OK.ru, dari situs atau situs selulernya, sebagai file MP4 dalam setiap kualitas yang tersedia.",
    "platform.ok.copy":
      "Di OK.ru, buka videonya, tekan Bagikan lalu Salin tautan, atau salin alamat halamannya.",
  },
  it: {
    "platform.ok.heading": "Scarica video da OK.ru",
    "platform.ok.title": "Downloader di video OK.ru",
    "platform.ok.description":
      "Scarica i video di OK.ru (Odnoklassniki) in MP4, nella qualità che preferisci. Incolla il link del video e premi Scarica: gratis, senza app, senza accesso.",
    "platform.ok.intro":
      "Salva i video pubblici di OK.ru, dal sito o dal sito mobile, come file MP4 in ogni qualità disponibile.",
    "platform.ok.copy":
      "Su OK.ru apri il video, premi Condividi e poi Copia link, oppure copia l'indirizzo della sua pagina.",
  },
  pt: {
    "platform.ok.heading": "Baixar vídeos do OK.ru",
    "platform.ok.title": "Downloader de vídeos do OK.ru",
    "platform.ok.description":
      "Baixe vídeos do OK.ru (Odnoklassniki) em MP4, na qualidade que você escolher. Cole o link do vídeo e toque em Baixar: grátis, sem app e sem login.",
    "platform.ok.intro":
      "Salve vídeos públicos do OK.ru, do site ou do site móvel, como arquivos MP4 em todas as qualidades oferecidas.",
    "platform.ok.copy":
      "No OK.ru, abra o vídeo, toque em Compartilhar e depois em Copiar link, ou copie o endereço da página dele.",
  },
  ru: {
    "platform.ok.heading": "Скачать видео из Одноклассников",
    "platform.ok.title": "Загрузчик видео из OK.ru",
    "platform.ok.description":
      "Скачивайте видео из OK.ru (Одноклассники) в MP4 в выбранном качестве. Вставьте ссылку на видео и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.ok.intro":
      "Сохраняйте публичные видео из OK.ru, с сайта или мобильной версии, в файлы MP4 в любом доступном качестве.",
    "platform.ok.copy":
      "В OK.ru откройте видео, нажмите «Поделиться», затем «Копировать ссылку», или скопируйте адрес его страницы.",
  },
  tr: {
    "platform.ok.heading": "OK.ru Videolarını İndir",
    "platform.ok.title": "OK.ru Video İndirici",
    "platform.ok.description":
      "OK.ru (Odnoklassniki) videolarını seçtiğiniz kalitede MP4 olarak indirin. Video bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.ok.intro":
      "Herkese açık OK.ru videolarını, siteden ya da mobil siteden, sunulan her kalitede MP4 dosyası olarak kaydedin.",
    "platform.ok.copy":
      "OK.ru'da videoyu açın, Paylaş'a ve ardından Bağlantıyı kopyala'ya basın ya da sayfasının adresini kopyalayın.",
  },
  vi: {
    "platform.ok.heading": "Tải video OK.ru",
    "platform.ok.title": "Trình tải video OK.ru",
    "platform.ok.description":
      "Tải video OK.ru (Odnoklassniki) dưới dạng MP4 với chất lượng bạn chọn. Dán liên kết video rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.ok.intro":
      "Lưu video công khai trên OK.ru, từ trang web hoặc trang di động, thành tệp MP4 ở mọi chất lượng có sẵn.",
    "platform.ok.copy":
      "Trong OK.ru, mở video, nhấn Chia sẻ rồi Sao chép liên kết, hoặc sao chép địa chỉ trang của video.",
  },
} as const;
