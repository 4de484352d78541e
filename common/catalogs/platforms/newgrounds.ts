/**
 * The newgrounds landing page's words in every language (and its name where a language writes it
 * in its own script), spread into each catalog. Why: docs/decisions/078-newgrounds.md
 */
export const NEWGROUNDS_PAGE = {
  en: {
    "platform.newgrounds.heading": "Download Newgrounds Movies and Songs",
    "platform.newgrounds.title": "Newgrounds Movie and Audio Downloader",
    "platform.newgrounds.description":
      "Download Newgrounds movies as MP4 and songs from its audio portal as MP3. Paste the link and press Download: free, no app, no login.",
    "platform.newgrounds.intro":
      "Save movies from the Newgrounds portal as MP4 files and songs from its audio portal as MP3, from their links.",
    "platform.newgrounds.copy":
      "On Newgrounds, open the movie or the song and copy the address from your browser's address bar.",
  },
  de: {
    "platform.newgrounds.heading": "Newgrounds-Filme und -Songs herunterladen",
    "platform.newgrounds.title": "Newgrounds-Film- und Audio-Downloader",
    "platform.newgrounds.description":
      "Lade Newgrounds-Filme als MP4 und Songs aus dem Audio-Portal als MP3 herunter. Link einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.newgrounds.intro":
      "Speichere Filme aus dem Newgrounds-Portal als MP4 und Songs aus dem Audio-Portal als MP3, über ihren Link.",
    "platform.newgrounds.copy":
      "Öffne auf Newgrounds den Film oder den Song und kopiere die Adresse aus der Adressleiste deines Browsers.",
  },
  es: {
    "platform.newgrounds.heading": "Descargar películas y canciones de Newgrounds",
    "platform.newgrounds.title": "Descargador de películas y audio de Newgrounds",
    "platform.newgrounds.description":
      "Descarga películas de Newgrounds en MP4 y canciones de su portal de audio en MP3. Pega el enlace y pulsa Descargar: gratis, sin app y sin registro.",
    "platform.newgrounds.intro":
      "Guarda películas del portal de Newgrounds como MP4 y canciones de su portal de audio como MP3, desde su enlace.",
    "platform.newgrounds.copy":
      "En Newgrounds, abre la película o la canción y copia la dirección de la barra de direcciones del navegador.",
  },
  fr: {
    "platform.newgrounds.heading": "Télécharger des films et des morceaux Newgrounds",
    "platform.newgrounds.title": "Téléchargeur de films et d’audio Newgrounds",
    "platform.newgrounds.description":
      "Téléchargez les films Newgrounds en MP4 et les morceaux de son portail audio en MP3. Collez le lien et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
    "platform.newgrounds.intro":
      "Enregistrez les films du portail Newgrounds en MP4 et les morceaux de son portail audio en MP3, depuis leur lien.",
    "platform.newgrounds.copy":
      "Sur Newgrounds, ouvrez le film ou le morceau et copiez l’adresse dans la barre d’adresse du navigateur.",
  },
  it: {
    "platform.newgrounds.heading": "Scarica film e brani di Newgrounds",
    "platform.newgrounds.title": "Downloader di film e audio di Newgrounds",
    "platform.newgrounds.description":
      "Scarica i film di Newgrounds in MP4 e i brani del suo portale audio in MP3. Incolla il link e premi Scarica: gratis, senza app e senza accesso.",
    "platform.newgrounds.intro":
      "Salva i film del portale di Newgrounds come MP4 e i brani del suo portale audio come MP3, dal loro link.",
    "platform.newgrounds.copy":
      "Su Newgrounds, apri il film o il brano e copia l’indirizzo dalla barra degli indirizzi del browser.",
  },
  pt: {
    "platform.newgrounds.heading": "Baixar filmes e músicas do Newgrounds",
    "platform.newgrounds.title": "Baixador de filmes e áudio do Newgrounds",
    "platform.newgrounds.description":
      "Baixe filmes do Newgrounds em MP4 e músicas do portal de áudio em MP3. Cole o link e toque em Baixar: grátis, sem app e sem login.",
    "platform.newgrounds.intro":
      "Salve filmes do portal do Newgrounds como MP4 e músicas do portal de áudio como MP3, a partir do link.",
    "platform.newgrounds.copy":
      "No Newgrounds, abra o filme ou a música e copie o endereço da barra de endereços do navegador.",
  },
  ru: {
    "platform.newgrounds.heading": "Скачать мультфильмы и музыку с Newgrounds",
    "platform.newgrounds.title": "Загрузчик видео и аудио с Newgrounds",
    "platform.newgrounds.description":
      "Скачивайте мультфильмы с Newgrounds в MP4 и треки из аудиопортала в MP3. Вставьте ссылку и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.newgrounds.intro":
      "Сохраняйте мультфильмы из портала Newgrounds в MP4 и треки из аудиопортала в MP3 по их ссылке.",
    "platform.newgrounds.copy":
      "На Newgrounds откройте мультфильм или трек и скопируйте адрес из адресной строки браузера.",
  },
  tr: {
    "platform.newgrounds.heading": "Newgrounds filmlerini ve şarkılarını indir",
    "platform.newgrounds.title": "Newgrounds film ve ses indirici",
    "platform.newgrounds.description":
      "Newgrounds filmlerini MP4, ses portalındaki şarkıları MP3 olarak indirin. Bağlantıyı yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.newgrounds.intro":
      "Newgrounds portalındaki filmleri MP4, ses portalındaki şarkıları MP3 olarak bağlantılarından kaydedin.",
    "platform.newgrounds.copy":
      "Newgrounds'ta filmi ya da şarkıyı açıp tarayıcınızın adres çubuğundaki adresi kopyalayın.",
  },
  id: {
    "platform.newgrounds.heading": "Unduh film dan lagu Newgrounds",
    "platform.newgrounds.title": "Pengunduh film dan audio Newgrounds",
    "platform.newgrounds.description":
      "Unduh film Newgrounds sebagai MP4 dan lagu dari portal audionya sebagai MP3. Tempel tautan lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.newgrounds.intro":
      "Simpan film dari portal Newgrounds sebagai MP4 dan lagu dari portal audionya sebagai MP3, dari tautannya.",
    "platform.newgrounds.copy":
      "Di Newgrounds, buka film atau lagunya lalu salin alamat dari bilah alamat browser.",
  },
  vi: {
    "platform.newgrounds.heading": "Tải phim và bài hát Newgrounds",
    "platform.newgrounds.title": "Trình tải phim và âm thanh Newgrounds",
    "platform.newgrounds.description":
      "Tải phim Newgrounds dưới dạng MP4 và bài hát từ cổng âm thanh dưới dạng MP3. Dán liên kết và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.newgrounds.intro":
      "Lưu phim từ cổng Newgrounds thành tệp MP4 và bài hát từ cổng âm thanh thành MP3, từ liên kết của chúng.",
    "platform.newgrounds.copy":
      "Trên Newgrounds, mở phim hoặc bài hát và sao chép địa chỉ trên thanh địa chỉ của trình duyệt.",
  },
  ar: {
    "common.platform.newgrounds": "نيوغراوندز",
    "platform.newgrounds.heading": "تنزيل أفلام وأغاني نيوغراوندز",
    "platform.newgrounds.title": "أداة تنزيل أفلام وصوتيات نيوغراوندز",
    "platform.newgrounds.description":
      "نزّل أفلام نيوغراوندز بصيغة MP4 وأغاني بوابته الصوتية بصيغة MP3. الصق الرابط واضغط على تنزيل: مجانًا، بلا تطبيق وبلا تسجيل دخول.",
    "platform.newgrounds.intro":
      "احفظ أفلام بوابة نيوغراوندز كملفات MP4 وأغاني بوابته الصوتية بصيغة MP3، من روابطها.",
    "platform.newgrounds.copy":
      "في نيوغراوندز، افتح الفيلم أو الأغنية وانسخ العنوان من شريط عنوان المتصفح.",
  },
  hi: {
    "common.platform.newgrounds": "न्यूग्राउंड्स",
    "platform.newgrounds.heading": "न्यूग्राउंड्स मूवी और गाने डाउनलोड करें",
    "platform.newgrounds.title": "न्यूग्राउंड्स मूवी और ऑडियो डाउनलोडर",
    "platform.newgrounds.description":
      "न्यूग्राउंड्स की मूवी MP4 में और उसके ऑडियो पोर्टल के गाने MP3 में डाउनलोड करें। लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.newgrounds.intro":
      "न्यूग्राउंड्स पोर्टल की मूवी MP4 फ़ाइल के रूप में और ऑडियो पोर्टल के गाने MP3 के रूप में उनके लिंक से सेव करें।",
    "platform.newgrounds.copy": "न्यूग्राउंड्स पर मूवी या गाना खोलें और ब्राउज़र के एड्रेस बार से पता कॉपी करें।",
  },
} as const;
