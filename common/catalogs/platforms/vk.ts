/**
 * VK's landing page in every language, spread into each catalog. Why: docs/decisions/042-platform-pages.md, 085-vk.md
 */
export const VK_PAGE = {
  ar: {
    "platform.vk.heading": "تنزيل فيديوهات في كي",
    "platform.vk.title": "أداة تنزيل فيديوهات ومقاطع في كي",
    "platform.vk.description":
      "نزّل فيديوهات ومقاطع في كي و VK Video بصيغة MP4 بالجودة التي تختارها. الصق الرابط واضغط على تنزيل: مجانًا، بلا تطبيق، بلا تسجيل دخول.",
    "platform.vk.intro":
      "احفظ فيديوهات ومقاطع في كي العامة، من vk.com أو vkvideo.ru، كملفات MP4 بكل جودة متاحة.",
    "platform.vk.copy":
      "في في كي، افتح الفيديو أو المقطع واضغط على مشاركة ثم نسخ الرابط، أو انسخ عنوان صفحته.",
  },
  de: {
    "platform.vk.heading": "VK-Videos herunterladen",
    "platform.vk.title": "VK-Video- und Clip-Downloader",
    "platform.vk.description":
      "Lade Videos und Clips von VK und VK Video als MP4 in der Qualität deiner Wahl herunter. Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.vk.intro":
      "Speichere öffentliche VK-Videos und Clips von vk.com oder vkvideo.ru als MP4, in jeder angebotenen Qualität.",
    "platform.vk.copy":
      "Öffne das Video oder den Clip in VK, tippe auf Teilen und dann auf Link kopieren, oder kopiere die Adresse seiner Seite.",
  },
  en: {
    "platform.vk.heading": "Download VK Videos",
    "platform.vk.title": "VK Video and Clip Downloader",
    "platform.vk.description":
      "Download VK and VK Video videos and clips as MP4, in the quality you choose. Paste the link and press Download: free, no app, no login.",
    "platform.vk.intro":
      "Save public VK videos and clips, from vk.com or vkvideo.ru, as MP4 files in every quality they offer.",
    "platform.vk.copy":
      "In VK, open the video or clip and press Share, then Copy link, or copy the address of its page.",
  },
  es: {
    "platform.vk.heading": "Descargar vídeos de VK",
    "platform.vk.title": "Descargador de vídeos y clips de VK",
    "platform.vk.description":
      "Descarga vídeos y clips de VK y VK Video en MP4, en la calidad que elijas. Pega el enlace y pulsa Descargar: gratis, sin app y sin iniciar sesión.",
    "platform.vk.intro":
      "Guarda vídeos y clips públicos de VK, de vk.com o vkvideo.ru, como archivos MP4 en todas las calidades que ofrecen.",
    "platform.vk.copy":
      "En VK, abre el vídeo o el clip, pulsa Compartir y luego Copiar enlace, o copia la dirección de su página.",
  },
  fr: {
    "platform.vk.heading": "Télécharger des vidéos VK",
    "platform.vk.title": "Téléchargeur de vidéos et de clips VK",
    "platform.vk.description":
      "Téléchargez les vidéos et les clips de VK et VK Video en MP4, dans la qualité de votre choix. Collez le lien et appuyez sur Télécharger : gratuit, sans application, sans connexion.",
    "platform.vk.intro":
      "Enregistrez les vidéos et les clips publics de VK, depuis vk.com ou vkvideo.ru, en fichiers MP4 dans toutes les qualités proposées.",
    "platform.vk.copy":
      "Dans VK, ouvrez la vidéo ou le clip, appuyez sur Partager puis sur Copier le lien, ou copiez l'adresse de sa page.",
  },
  hi: {
    "platform.vk.heading": "वीके वीडियो डाउनलोड करें",
    "platform.vk.title": "वीके वीडियो और क्लिप डाउनलोडर",
    "platform.vk.description":
      "वीके और VK Video के वीडियो और क्लिप अपनी चुनी हुई क्वालिटी में MP4 में डाउनलोड करें। लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.vk.intro":
      "वीके के सार्वजनिक वीडियो और क्लिप, vk.com या vkvideo.ru से, हर उपलब्ध क्वालिटी में MP4 फ़ाइल के रूप में सेव करें।",
    "platform.vk.copy":
      "वीके में वीडियो या क्लिप खोलें, शेयर और फिर लिंक कॉपी करें दबाएँ, या उसके पेज का पता कॉपी करें।",
  },
  id: {
    "platform.vk.heading": "Unduh Video VK",
    "platform.vk.title": "Pengunduh Video dan Klip VK",
    "platform.vk.description":
      "Unduh video dan klip VK serta VK Video sebagai MP4 dalam kualitas pilihan Anda. Tempel tautannya lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.vk.intro":
      "Simpan video dan klip publik VK, dari vk.com atau vkvideo.ru, sebagai file MP4 dalam setiap kualitas yang tersedia.",
    "platform.vk.copy":
      "Di VK, buka video atau klipnya, tekan Bagikan lalu Salin tautan, atau salin alamat halamannya.",
  },
  it: {
    "platform.vk.heading": "Scarica video da VK",
    "platform.vk.title": "Downloader di video e clip VK",
    "platform.vk.description":
      "Scarica video e clip di VK e VK Video in MP4, nella qualità che preferisci. Incolla il link e premi Scarica: gratis, senza app, senza accesso.",
    "platform.vk.intro":
      "Salva video e clip pubblici di VK, da vk.com o vkvideo.ru, come file MP4 in ogni qualità disponibile.",
    "platform.vk.copy":
      "Su VK apri il video o la clip, premi Condividi e poi Copia link, oppure copia l'indirizzo della sua pagina.",
  },
  pt: {
    "platform.vk.heading": "Baixar vídeos do VK",
    "platform.vk.title": "Downloader de vídeos e clipes do VK",
    "platform.vk.description":
      "Baixe vídeos e clipes do VK e do VK Video em MP4, na qualidade que você escolher. Cole o link e toque em Baixar: grátis, sem app e sem login.",
    "platform.vk.intro":
      "Salve vídeos e clipes públicos do VK, do vk.com ou do vkvideo.ru, como arquivos MP4 em todas as qualidades oferecidas.",
    "platform.vk.copy":
      "No VK, abra o vídeo ou o clipe, toque em Compartilhar e depois em Copiar link, ou copie o endereço da página dele.",
  },
  ru: {
    "platform.vk.heading": "Скачать видео из VK",
    "platform.vk.title": "Загрузчик видео и клипов из VK",
    "platform.vk.description":
      "Скачивайте видео и клипы из VK и VK Видео в MP4 в выбранном качестве. Вставьте ссылку и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.vk.intro":
      "Сохраняйте публичные видео и клипы из VK, с vk.com или vkvideo.ru, в файлы MP4 в любом доступном качестве.",
    "platform.vk.copy":
      "В VK откройте видео или клип, нажмите «Поделиться», затем «Копировать ссылку», или скопируйте адрес его страницы.",
  },
  tr: {
    "platform.vk.heading": "VK Videolarını İndir",
    "platform.vk.title": "VK Video ve Klip İndirici",
    "platform.vk.description":
      "VK ve VK Video videolarını ve kliplerini seçtiğiniz kalitede MP4 olarak indirin. Bağlantıyı yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.vk.intro":
      "Herkese açık VK videolarını ve kliplerini, vk.com ya da vkvideo.ru'dan, sunulan her kalitede MP4 dosyası olarak kaydedin.",
    "platform.vk.copy":
      "VK'de videoyu ya da klibi açın, Paylaş'a ve ardından Bağlantıyı kopyala'ya basın ya da sayfasının adresini kopyalayın.",
  },
  vi: {
    "platform.vk.heading": "Tải video VK",
    "platform.vk.title": "Trình tải video và clip VK",
    "platform.vk.description":
      "Tải video và clip của VK và VK Video dưới dạng MP4 với chất lượng bạn chọn. Dán liên kết rồi nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.vk.intro":
      "Lưu video và clip công khai trên VK, từ vk.com hoặc vkvideo.ru, thành tệp MP4 ở mọi chất lượng có sẵn.",
    "platform.vk.copy":
      "Trong VK, mở video hoặc clip, nhấn Chia sẻ rồi Sao chép liên kết, hoặc sao chép địa chỉ trang của video.",
  },
} as const;
