/**
 * The soundcloud landing page's words in every language (and its name where a language writes it
 * in its own script), spread into each catalog. Why: docs/decisions/077-soundcloud.md
 */
export const SOUNDCLOUD_PAGE = {
  en: {
    "platform.soundcloud.heading": "Download SoundCloud Tracks",
    "platform.soundcloud.title": "SoundCloud Track and Playlist Downloader",
    "platform.soundcloud.description":
      "Download SoundCloud tracks and playlists as audio files. Paste the track's link and press Download: free, no app, no login.",
    "platform.soundcloud.intro":
      "Save public SoundCloud tracks, and every track of a playlist, as audio files from their links.",
    "platform.soundcloud.copy":
      "In SoundCloud, press Share under the track and copy its link, or copy the address of the track's page.",
  },
  de: {
    "platform.soundcloud.heading": "SoundCloud-Tracks herunterladen",
    "platform.soundcloud.title": "SoundCloud-Track- und Playlist-Downloader",
    "platform.soundcloud.description":
      "Lade SoundCloud-Tracks und -Playlists als Audiodateien herunter. Link des Tracks einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.soundcloud.intro":
      "Speichere öffentliche SoundCloud-Tracks und jeden Track einer Playlist über ihren Link als Audiodateien.",
    "platform.soundcloud.copy":
      "Tippe in SoundCloud unter dem Track auf Teilen und kopiere den Link, oder kopiere die Adresse der Track-Seite.",
  },
  es: {
    "platform.soundcloud.heading": "Descargar canciones de SoundCloud",
    "platform.soundcloud.title": "Descargador de canciones y listas de SoundCloud",
    "platform.soundcloud.description":
      "Descarga canciones y listas de SoundCloud como archivos de audio. Pega el enlace de la canción y pulsa Descargar: gratis, sin app y sin registro.",
    "platform.soundcloud.intro":
      "Guarda canciones públicas de SoundCloud, y cada canción de una lista, como archivos de audio desde su enlace.",
    "platform.soundcloud.copy":
      "En SoundCloud, pulsa Compartir debajo de la canción y copia su enlace, o copia la dirección de su página.",
  },
  fr: {
    "platform.soundcloud.heading": "Télécharger des titres SoundCloud",
    "platform.soundcloud.title": "Téléchargeur de titres et de playlists SoundCloud",
    "platform.soundcloud.description":
      "Téléchargez des titres et des playlists SoundCloud en fichiers audio. Collez le lien du titre et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
    "platform.soundcloud.intro":
      "Enregistrez les titres SoundCloud publics, et chaque titre d’une playlist, en fichiers audio depuis leur lien.",
    "platform.soundcloud.copy":
      "Dans SoundCloud, appuyez sur Partager sous le titre et copiez son lien, ou copiez l’adresse de sa page.",
  },
  it: {
    "platform.soundcloud.heading": "Scarica brani di SoundCloud",
    "platform.soundcloud.title": "Downloader di brani e playlist di SoundCloud",
    "platform.soundcloud.description":
      "Scarica brani e playlist di SoundCloud come file audio. Incolla il link del brano e premi Scarica: gratis, senza app e senza accesso.",
    "platform.soundcloud.intro":
      "Salva i brani pubblici di SoundCloud, e ogni brano di una playlist, come file audio dal loro link.",
    "platform.soundcloud.copy":
      "Su SoundCloud, premi Condividi sotto il brano e copia il link, oppure copia l’indirizzo della sua pagina.",
  },
  pt: {
    "platform.soundcloud.heading": "Baixar faixas do SoundCloud",
    "platform.soundcloud.title": "Baixador de faixas e playlists do SoundCloud",
    "platform.soundcloud.description":
      "Baixe faixas e playlists do SoundCloud como arquivos de áudio. Cole o link da faixa e toque em Baixar: grátis, sem app e sem login.",
    "platform.soundcloud.intro":
      "Salve faixas públicas do SoundCloud, e cada faixa de uma playlist, como arquivos de áudio a partir do link.",
    "platform.soundcloud.copy":
      "No SoundCloud, toque em Compartilhar abaixo da faixa e copie o link, ou copie o endereço da página da faixa.",
  },
  ru: {
    "platform.soundcloud.heading": "Скачать треки из SoundCloud",
    "platform.soundcloud.title": "Загрузчик треков и плейлистов из SoundCloud",
    "platform.soundcloud.description":
      "Скачивайте треки и плейлисты из SoundCloud в виде аудиофайлов. Вставьте ссылку на трек и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.soundcloud.intro":
      "Сохраняйте открытые треки SoundCloud, а также каждый трек плейлиста, в аудиофайлы по их ссылке.",
    "platform.soundcloud.copy":
      "В SoundCloud нажмите «Поделиться» под треком и скопируйте ссылку или скопируйте адрес страницы трека.",
  },
  tr: {
    "platform.soundcloud.heading": "SoundCloud parçalarını indir",
    "platform.soundcloud.title": "SoundCloud parça ve çalma listesi indirici",
    "platform.soundcloud.description":
      "SoundCloud parçalarını ve çalma listelerini ses dosyası olarak indirin. Parçanın bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.soundcloud.intro":
      "Herkese açık SoundCloud parçalarını ve bir çalma listesinin her parçasını bağlantılarından ses dosyası olarak kaydedin.",
    "platform.soundcloud.copy":
      "SoundCloud'da parçanın altındaki Paylaş'a basıp bağlantısını kopyalayın ya da parça sayfasının adresini kopyalayın.",
  },
  id: {
    "platform.soundcloud.heading": "Unduh lagu SoundCloud",
    "platform.soundcloud.title": "Pengunduh lagu dan playlist SoundCloud",
    "platform.soundcloud.description":
      "Unduh lagu dan playlist SoundCloud sebagai file audio. Tempel tautan lagu lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.soundcloud.intro":
      "Simpan lagu SoundCloud publik, dan setiap lagu dari sebuah playlist, sebagai file audio dari tautannya.",
    "platform.soundcloud.copy":
      "Di SoundCloud, tekan Bagikan di bawah lagu lalu salin tautannya, atau salin alamat halaman lagunya.",
  },
  vi: {
    "platform.soundcloud.heading": "Tải bài hát SoundCloud",
    "platform.soundcloud.title": "Trình tải bài hát và danh sách phát SoundCloud",
    "platform.soundcloud.description":
      "Tải bài hát và danh sách phát SoundCloud dưới dạng tệp âm thanh. Dán liên kết bài hát và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.soundcloud.intro":
      "Lưu các bài hát SoundCloud công khai, và từng bài trong danh sách phát, thành tệp âm thanh từ liên kết của chúng.",
    "platform.soundcloud.copy":
      "Trong SoundCloud, nhấn Chia sẻ bên dưới bài hát và sao chép liên kết, hoặc sao chép địa chỉ trang bài hát.",
  },
  ar: {
    "common.platform.soundcloud": "ساوند كلاود",
    "platform.soundcloud.heading": "تنزيل مقاطع ساوند كلاود",
    "platform.soundcloud.title": "أداة تنزيل مقاطع وقوائم ساوند كلاود",
    "platform.soundcloud.description":
      "نزّل مقاطع ساوند كلاود وقوائم تشغيله كملفات صوتية. الصق رابط المقطع واضغط على تنزيل: مجانًا، بلا تطبيق وبلا تسجيل دخول.",
    "platform.soundcloud.intro":
      "احفظ مقاطع ساوند كلاود العامة، وكل مقطع في قائمة تشغيل، كملفات صوتية من روابطها.",
    "platform.soundcloud.copy":
      "في ساوند كلاود، اضغط على مشاركة أسفل المقطع وانسخ رابطه، أو انسخ عنوان صفحة المقطع.",
  },
  hi: {
    "common.platform.soundcloud": "साउंडक्लाउड",
    "platform.soundcloud.heading": "साउंडक्लाउड ट्रैक डाउनलोड करें",
    "platform.soundcloud.title": "साउंडक्लाउड ट्रैक और प्लेलिस्ट डाउनलोडर",
    "platform.soundcloud.description":
      "साउंडक्लाउड के ट्रैक और प्लेलिस्ट ऑडियो फ़ाइल के रूप में डाउनलोड करें। ट्रैक का लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.soundcloud.intro":
      "सार्वजनिक साउंडक्लाउड ट्रैक, और किसी प्लेलिस्ट का हर ट्रैक, उनके लिंक से ऑडियो फ़ाइल के रूप में सेव करें।",
    "platform.soundcloud.copy":
      "साउंडक्लाउड में ट्रैक के नीचे शेयर दबाएँ और उसका लिंक कॉपी करें, या ट्रैक के पेज का पता कॉपी करें।",
  },
} as const;
