/**
 * The tumblr landing page's words in every language (and its name where a language writes it
 * in its own script), spread into each catalog. Why: docs/decisions/079-tumblr.md
 */
export const TUMBLR_PAGE = {
  en: {
    "platform.tumblr.heading": "Download Tumblr Videos and Photos",
    "platform.tumblr.title": "Tumblr Video and Photo Downloader",
    "platform.tumblr.description":
      "Download the videos and photos of public Tumblr posts, reblogs included. Paste the post's link and press Download: free, no app, no login.",
    "platform.tumblr.intro":
      "Save the videos and photos of public Tumblr posts and reblogs, from the post's link.",
    "platform.tumblr.copy":
      "In Tumblr, open the post's menu and choose Copy link, or copy the address of the post's page.",
  },
  de: {
    "platform.tumblr.heading": "Tumblr-Videos und -Fotos herunterladen",
    "platform.tumblr.title": "Tumblr-Video- und Foto-Downloader",
    "platform.tumblr.description":
      "Lade die Videos und Fotos öffentlicher Tumblr-Beiträge herunter, Reblogs inklusive. Link des Beitrags einfügen, Herunterladen tippen: kostenlos, ohne App, ohne Anmeldung.",
    "platform.tumblr.intro":
      "Speichere die Videos und Fotos öffentlicher Tumblr-Beiträge und Reblogs über den Link des Beitrags.",
    "platform.tumblr.copy":
      "Öffne in Tumblr das Menü des Beitrags und wähle Link kopieren, oder kopiere die Adresse der Beitragsseite.",
  },
  es: {
    "platform.tumblr.heading": "Descargar vídeos y fotos de Tumblr",
    "platform.tumblr.title": "Descargador de vídeos y fotos de Tumblr",
    "platform.tumblr.description":
      "Descarga los vídeos y las fotos de publicaciones públicas de Tumblr, reblogueos incluidos. Pega el enlace de la publicación y pulsa Descargar: gratis, sin app y sin registro.",
    "platform.tumblr.intro":
      "Guarda los vídeos y las fotos de publicaciones públicas y reblogueos de Tumblr, desde el enlace de la publicación.",
    "platform.tumblr.copy":
      "En Tumblr, abre el menú de la publicación y elige Copiar enlace, o copia la dirección de su página.",
  },
  fr: {
    "platform.tumblr.heading": "Télécharger des vidéos et des photos Tumblr",
    "platform.tumblr.title": "Téléchargeur de vidéos et de photos Tumblr",
    "platform.tumblr.description":
      "Téléchargez les vidéos et les photos des publications Tumblr publiques, reblogs compris. Collez le lien de la publication et appuyez sur Télécharger : gratuit, sans appli, sans connexion.",
    "platform.tumblr.intro":
      "Enregistrez les vidéos et les photos des publications et reblogs Tumblr publics, depuis le lien de la publication.",
    "platform.tumblr.copy":
      "Dans Tumblr, ouvrez le menu de la publication et choisissez Copier le lien, ou copiez l’adresse de sa page.",
  },
  it: {
    "platform.tumblr.heading": "Scarica video e foto di Tumblr",
    "platform.tumblr.title": "Downloader di video e foto di Tumblr",
    "platform.tumblr.description":
      "Scarica i video e le foto dei post pubblici di Tumblr, reblog inclusi. Incolla il link del post e premi Scarica: gratis, senza app e senza accesso.",
    "platform.tumblr.intro":
      "Salva i video e le foto dei post e dei reblog pubblici di Tumblr, dal link del post.",
    "platform.tumblr.copy":
      "Su Tumblr, apri il menu del post e scegli Copia link, oppure copia l’indirizzo della sua pagina.",
  },
  pt: {
    "platform.tumblr.heading": "Baixar vídeos e fotos do Tumblr",
    "platform.tumblr.title": "Baixador de vídeos e fotos do Tumblr",
    "platform.tumblr.description":
      "Baixe os vídeos e as fotos de posts públicos do Tumblr, reblogs incluídos. Cole o link do post e toque em Baixar: grátis, sem app e sem login.",
    "platform.tumblr.intro":
      "Salve os vídeos e as fotos de posts e reblogs públicos do Tumblr, a partir do link do post.",
    "platform.tumblr.copy":
      "No Tumblr, abra o menu do post e escolha Copiar link, ou copie o endereço da página do post.",
  },
  ru: {
    "platform.tumblr.heading": "Скачать видео и фото из Tumblr",
    "platform.tumblr.title": "Загрузчик видео и фото из Tumblr",
    "platform.tumblr.description":
      "Скачивайте видео и фото из открытых постов Tumblr, включая реблоги. Вставьте ссылку на пост и нажмите «Скачать»: бесплатно, без приложения и без входа.",
    "platform.tumblr.intro":
      "Сохраняйте видео и фото из открытых постов и реблогов Tumblr по ссылке на пост.",
    "platform.tumblr.copy":
      "В Tumblr откройте меню поста и выберите «Копировать ссылку» или скопируйте адрес страницы поста.",
  },
  tr: {
    "platform.tumblr.heading": "Tumblr videolarını ve fotoğraflarını indir",
    "platform.tumblr.title": "Tumblr video ve fotoğraf indirici",
    "platform.tumblr.description":
      "Herkese açık Tumblr gönderilerinin videolarını ve fotoğraflarını, yeniden bloglananlar dahil indirin. Gönderinin bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
    "platform.tumblr.intro":
      "Herkese açık Tumblr gönderilerinin ve yeniden bloglamaların videolarını ve fotoğraflarını gönderinin bağlantısından kaydedin.",
    "platform.tumblr.copy":
      "Tumblr'da gönderinin menüsünü açıp Bağlantıyı kopyala'yı seçin ya da gönderi sayfasının adresini kopyalayın.",
  },
  id: {
    "platform.tumblr.heading": "Unduh video dan foto Tumblr",
    "platform.tumblr.title": "Pengunduh video dan foto Tumblr",
    "platform.tumblr.description":
      "Unduh video dan foto dari postingan Tumblr publik, termasuk reblog. Tempel tautan postingan lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
    "platform.tumblr.intro":
      "Simpan video dan foto dari postingan dan reblog Tumblr publik, dari tautan postingannya.",
    "platform.tumblr.copy":
      "Di Tumblr, buka menu postingan lalu pilih Salin tautan, atau salin alamat halaman postingannya.",
  },
  vi: {
    "platform.tumblr.heading": "Tải video và ảnh Tumblr",
    "platform.tumblr.title": "Trình tải video và ảnh Tumblr",
    "platform.tumblr.description":
      "Tải video và ảnh của các bài đăng Tumblr công khai, kể cả bài reblog. Dán liên kết bài đăng và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
    "platform.tumblr.intro":
      "Lưu video và ảnh của các bài đăng và bài reblog Tumblr công khai, từ liên kết của bài đăng.",
    "platform.tumblr.copy":
      "Trong Tumblr, mở menu của bài đăng và chọn Sao chép liên kết, hoặc sao chép địa chỉ trang bài đăng.",
  },
  ar: {
    "common.platform.tumblr": "تمبلر",
    "platform.tumblr.heading": "تنزيل فيديوهات وصور تمبلر",
    "platform.tumblr.title": "أداة تنزيل فيديوهات وصور تمبلر",
    "platform.tumblr.description":
      "نزّل فيديوهات وصور منشورات تمبلر العامة، بما فيها إعادات التدوين. الصق رابط المنشور واضغط على تنزيل: مجانًا، بلا تطبيق وبلا تسجيل دخول.",
    "platform.tumblr.intro":
      "احفظ فيديوهات وصور منشورات تمبلر العامة وإعادات تدوينها، من رابط المنشور.",
    "platform.tumblr.copy":
      "في تمبلر، افتح قائمة المنشور واختر نسخ الرابط، أو انسخ عنوان صفحة المنشور.",
  },
  hi: {
    "common.platform.tumblr": "टम्बलर",
    "platform.tumblr.heading": "टम्बलर वीडियो और फ़ोटो डाउनलोड करें",
    "platform.tumblr.title": "टम्बलर वीडियो और फ़ोटो डाउनलोडर",
    "platform.tumblr.description":
      "सार्वजनिक टम्बलर पोस्ट के वीडियो और फ़ोटो डाउनलोड करें, रीब्लॉग समेत। पोस्ट का लिंक पेस्ट करें और डाउनलोड दबाएँ: मुफ़्त, बिना ऐप, बिना लॉगिन।",
    "platform.tumblr.intro": "सार्वजनिक टम्बलर पोस्ट और रीब्लॉग के वीडियो और फ़ोटो पोस्ट के लिंक से सेव करें।",
    "platform.tumblr.copy":
      "टम्बलर में पोस्ट का मेनू खोलें और लिंक कॉपी करें चुनें, या पोस्ट के पेज का पता कॉपी करें।",
  },
} as const;
