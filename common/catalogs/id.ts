import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Bahasa Indonesia. */
export const id: Catalog = withPlatformLists("id", {
  "common.siteName": "Pengunduh Reels Instagram",
  "common.tagline": "Unduh reels, story, foto, dan video Instagram secara instan",
  "common.siteNameOf": "Pengunduh {platform}",
  "common.taglineOf": "Unduh dari {platform} dalam hitungan detik, gratis dan tanpa akun",
  ...BRAND_NAMES,
  "common.nav.label": "Menu utama",
  "common.nav.home": "Beranda",
  "common.nav.stories": "Story",
  "common.nav.photos": "Foto",
  "common.nav.hashtags": "Tagar",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Kaki halaman",
  "common.footer.about": "Tentang Kami",
  "common.footer.terms": "Syarat & Ketentuan",
  "common.footer.privacy": "Kebijakan Privasi",
  "common.footer.api": "API",
  "common.footer.sites": "Situs yang didukung",
  "common.footer.madeWith": "Dibuat dengan {heart} untuk komunitas Instagram",
  "common.footer.madeWithFor": "Dibuat dengan {heart} untuk komunitas {platform}",
  "common.footer.love": "cinta",
  "common.footer.rights": "© {year} {site}. Hak cipta dilindungi undang-undang.",
  "common.language.label": "Bahasa",
  "common.language.suggest": "Halaman ini juga tersedia dalam bahasa Indonesia.",
  "common.language.switch": "Baca dalam bahasa Indonesia",
  "common.language.dismiss": "Tutup",
  "common.error.title": "Terjadi kesalahan aplikasi yang tidak terduga!",
  "common.error.notFound": "{status}: Halaman tidak ditemukan",
  "common.error.other": "Kesalahan {status}",
  "common.error.unknown": "Kesalahan tidak diketahui",
  "common.error.home": "Ke halaman beranda",

  "seo.reel.heading": "Unduh Reels Instagram",
  "seo.reel.title": "Pengunduh Reels Instagram: Unduh Reels Instagram dalam HD",
  "seo.reel.description":
    "Unduh reels Instagram publik sebagai MP4 dalam hitungan detik. Tempel tautan reel, tekan Unduh: gratis, tanpa aplikasi, tanpa login, di perangkat apa pun.",
  "seo.story.heading": "Unduh Story Instagram",
  "seo.story.title": "Pengunduh Story Instagram | Pengunduh Reels Instagram",
  "seo.story.description":
    "Simpan story Instagram publik sebelum hilang. Tempel tautan story lalu unduh video atau fotonya, gratis dan tanpa akun.",
  "seo.post.heading": "Unduh Postingan Instagram",
  "seo.post.title": "Pengunduh Foto dan Carousel Instagram | Pengunduh Reels Instagram",
  "seo.post.description":
    "Unduh setiap foto dan video dari postingan atau carousel Instagram publik dalam kualitas asli. Tempel tautan postingan lalu pilih yang ingin disimpan.",
  "seo.hashtag.heading": "Unduh Tagar Instagram",
  "seo.hashtag.title": "Pengunduh Tagar Instagram | Pengunduh Reels Instagram",
  "seo.hashtag.description":
    "Jelajahi dan unduh konten Instagram publik yang dibagikan dengan sebuah tagar. Gratis, tanpa login, di browser apa pun.",
  "seo.audio.heading": "Unduh Audio Instagram",
  "seo.audio.title": "Pengunduh Audio Instagram: Suara Reel ke MP3 | Pengunduh Reels Instagram",
  "seo.audio.description":
    "Ambil audio dari reel Instagram publik sebagai file MP3 sungguhan. Tempel tautan reel lalu unduh suaranya, gratis.",
  "seo.about.title": "Tentang Kami | Pengunduh Reels Instagram",
  "seo.about.description":
    "Yang dilakukan Pengunduh Reels Instagram: menyimpan reels, story, foto, dan audio publik dalam empat langkah mudah, gratis dan tanpa akun.",
  "seo.terms.title": "Syarat & Ketentuan | Pengunduh Reels Instagram",
  "seo.terms.description":
    "Ketentuan penggunaan Pengunduh Reels Instagram: penggunaan pribadi atas konten publik, tanggung jawab Anda, batasan kami, dan cara ketentuan ini berubah.",
  "seo.privacy.title": "Kebijakan Privasi | Pengunduh Reels Instagram",
  "seo.privacy.description":
    "Cara Pengunduh Reels Instagram memperlakukan data Anda: tanpa cookie, tanpa pelacakan, tanpa log tautan atau alamat IP, dan unduhan dialirkan tanpa disimpan.",
  "seo.blogs.title": "Artikel Blog | {site}",
  "seo.blogs.titlePage": "Artikel Blog, halaman {page} | {site}",
  "seo.blogs.description":
    "Panduan, tips, dan berita seputar cara menyimpan reels, story, foto, dan audio Instagram.",
  "seo.blogs.name": "Blog {site}",
  "seo.manifest.name": "Pengunduh Reels Instagram",
  "seo.manifest.shortName": "Pengunduh Reels",
  "seo.manifest.description":
    "Unduh reels, story, foto, dan audio Instagram publik, video YouTube, serta postingan {{otherPlatforms}}, dengan menempel atau membagikan tautan.",

  "intro.reel": "Simpan reel Instagram publik apa pun sebagai video MP4 dalam beberapa detik.",
  "intro.story":
    "Tempel tautan story Instagram untuk menyimpannya sebelum hilang. Kontennya harus publik: story dari akun privat tidak dapat diunduh.",
  "intro.post":
    "Tempel tautan postingan atau carousel publik untuk melihat semua foto dan videonya, lalu unduh yang Anda inginkan dalam kualitas asli.",
  "intro.hashtag": "Jelajahi konten publik yang dibagikan dengan tagar Instagram (segera hadir).",
  "intro.audio": "Tempel tautan reel publik untuk menyimpan suaranya sebagai file MP3.",

  "form.label": "Tautan media sosial atau video",
  "form.placeholder": "Tempel tautan TikTok atau Instagram",
  "form.download": "Unduh",
  "form.processing": "Memproses...",
  "form.paste": "Tempel",
  "form.clipboardEmpty": "Papan klip kosong. Salin tautan terlebih dahulu.",
  "form.clipboardDenied":
    "Browser Anda tidak mengizinkan membaca papan klip. Tempel tautan langsung di kolom.",
  "form.urlRequired": "Masukkan URL",
  "form.urlInvalid": "Masukkan URL yang valid",
  "form.progress": "Progres unduhan",
  "form.failureStory": "Gagal mengunduh story. Silakan coba lagi.",
  "form.failureMedia": "Gagal mengunduh media. Silakan coba lagi.",
  "form.failureFrom": "Gagal mengunduh dari {platform}. Silakan coba lagi.",
  "form.itemsFound": "{count, plural, other {# item ditemukan}}",
  ...BATCH_WORDS.id,
  "form.downloadAll": "Unduh semua",
  "form.downloadAllDetail": "{count, plural, other {# item sebagai satu file ZIP}}",
  "form.media": "Media {number, number}",
  "form.preview": "Pratinjau {label}",
  "form.video": "Video",
  "form.chooseQuality": "Pilih kualitas",
  "form.downloadQuality": "Unduh {quality}",
  "form.aboutSize": "sekitar {size}",
  "form.codec.aac": "M4A, asli",
  "form.codec.opus": "Opus, asli",
  "reason.invalid_url": "Masukkan URL yang valid",
  "reason.invalid_request": "Permintaan tidak dapat dipahami.",
  "reason.unsupported_link":
    "Tautan ini tidak didukung. Tempel tautan postingan atau video publik dari {{anyPlatform}}.",
  "reason.not_found": "Postingan ini tidak ditemukan. Mungkin sudah dihapus.",
  "reason.private": "Postingan ini privat.",
  "reason.login_required":
    "Konten ini memerlukan akun yang sudah login, dan situs ini tidak dapat mengambilnya saat ini.",
  "reason.rate_limited":
    "Platform sedang membatasi permintaan saat ini. Silakan coba lagi dalam beberapa menit.",
  "reason.rate_limited_wait":
    "Platform sedang membatasi permintaan saat ini. Silakan coba lagi dalam {wait}.",
  "reason.too_many": "Terlalu banyak permintaan. Tunggu {wait} lalu coba lagi.",
  "reason.server_busy": "Terlalu banyak permintaan. Tunggu {wait} lalu coba lagi.",
  "reason.wait_seconds": "{count, plural, other {# detik}}",
  "reason.wait_minutes": "{count, plural, other {# menit}}",
  "reason.upstream_failed":
    "Layanan unduhan tidak merespons dengan benar. Silakan coba lagi nanti.",
  "reason.timeout": "Layanan unduhan terlalu lama merespons. Silakan coba lagi.",
  "reason.audio_unavailable": "Unduhan audio sedang tidak tersedia di server ini.",
  "reason.unreachable": "Kami tidak dapat menjangkau {platform} saat ini. Silakan coba lagi nanti.",
  "reason.members_only": "Video ini hanya tersedia untuk anggota channel.",
  "reason.age_restricted":
    "Video ini dibatasi usia, dan YouTube hanya menampilkannya kepada penonton yang sudah login.",
  "reason.geo_blocked": "Video ini tidak tersedia di negara tempat server ini berada.",
  "reason.live_stream": "Siaran langsung dapat diunduh setelah selesai.",
  "reason.upcoming": "Video ini belum dipublikasikan. Coba lagi setelah tayang perdana.",
  "reason.removed": "Video ini telah dihapus atau tidak ada.",
  "reason.stories_unavailable": "Story tidak dapat diunduh di situs ini saat ini.",
  "reason.account_not_found": "Akun ini tidak ditemukan.",
  "reason.story_gone": "Story ini sudah tidak tersedia.",
  "reason.no_sound": "Postingan ini tidak memiliki suara untuk diunduh.",
  "reason.video_private": "Video ini privat.",
  "reason.video_unavailable": "Video ini tidak tersedia.",
  "reason.no_public_story": "Akun ini sedang tidak memiliki story publik.",
  "reason.snap_gone": "Snap ini sudah tidak ada di story.",
  "reason.no_media": "Postingan ini tidak memiliki foto atau video untuk diunduh.",
  "reason.still_processing": "Video ini masih diunggah atau diproses. Coba lagi sebentar lagi.",
  "reason.workspace_only":
    "Video Loom ini memerlukan kata sandi atau anggota ruang kerjanya yang sudah login.",
  "reason.stream_only":
    "Loom hanya menyediakan video ini sebagai stream yang terbagi-bagi, yang tidak diunduh oleh server ini.",
  "reason.drm_protected":
    "Video ini dilindungi dari penyalinan (DRM), jadi tidak bisa diunduh di sini.",
  "reason.outside_network":
    "Video ini disimpan di server di luar jaringan Bluesky sendiri, dan kami tidak mengunduh dari sana.",
  "reason.clip_signed_in": "Twitch hanya menampilkan klip ini kepada penonton yang sudah login.",
  "reason.clip_gone": "Klip ini tidak ada atau sudah dihapus.",
  "reason.cannot_prepare": "Video ini tidak dapat disiapkan di server ini saat ini.",
  "reason.file_gone": "File sudah tidak tersedia. Silakan cari lagi.",
  "reason.field_missing": 'Permintaan tidak memiliki kolom "{field}".',
  "reason.field_invalid": 'Kolom "{field}" pada permintaan tidak valid.',
  "reason.kind_invalid":
    'Kolom "kind" berisi reel, story, post, atau audio, atau dikosongkan agar mengikuti tautan.',
  "reason.expired": "Tautan unduhan ini sudah kedaluwarsa. Silakan cari tautannya lagi.",
  "reason.download_failed": "File tidak dapat diambil. Silakan cari tautannya lagi.",
  "reason.network": "Tidak dapat menjangkau server. Periksa koneksi Anda lalu coba lagi.",
  "reason.preview_only":
    "SoundCloud hanya memberikan pratinjau 30 detik lagu ini tanpa langganan Go+.",

  "blog.heading": "Artikel Blog",
  "blog.loading": "Memuat artikel...",
  "blog.empty": "Tidak ada artikel blog",
  "blog.firstPage": "Ke halaman pertama",
  "blog.pages": "Halaman blog",
  "blog.previousPage": "Halaman sebelumnya",
  "blog.nextPage": "Halaman berikutnya",
  "blog.page": "Halaman {page}",
  "blog.loadFailed": "Gagal memuat artikel blog. Coba muat ulang halaman.",
  "blog.by": "Oleh {author}",
  "blog.readTime": "{minutes, number} menit baca",
  "blog.newTab": "(terbuka di tab baru)",
  "blog.back": "Kembali ke Blog",
  "blog.loadingPost": "Memuat artikel",
  "blog.tags": "Tag",
  "blog.morePosts": "Artikel lainnya",
  "blog.previousPost": "Artikel Sebelumnya",
  "blog.nextPost": "Artikel Berikutnya",
  "blog.related": "Artikel Terkait",
  "blog.notFound": "Artikel blog tidak ditemukan",
  "blog.postLoadFailed": "Gagal memuat artikel blog. Coba muat ulang halaman.",
  "blog.return": "Kembali ke Blog",

  "home.p1":
    "Hanya reels publik yang didukung. Jika sebuah reel milik akun privat, Instagram tidak mengizinkan siapa pun di luar akun itu melihatnya, dan kami juga tidak dapat mengunduhnya.",
  "home.p2":
    "Salin URL reel dari aplikasi atau situs web Instagram (ketuk tombol bagikan, lalu Salin tautan), tempel di kotak di atas, lalu tekan Unduh. Video langsung tersimpan di perangkat Anda.",
  "home.p3":
    "Berfungsi di perangkat apa pun yang memiliki browser: ponsel iPhone dan Android, tablet, serta komputer Windows, Mac, dan Linux. Tambahkan situs ini ke layar utama agar Anda bisa langsung membagikan tautan ke sini.",
  "home.p4":
    "Tidak perlu plugin, ekstensi, atau aplikasi, dan Anda tidak perlu akun. Tidak ada yang Anda unduh disimpan di server kami.",
  "home.p5":
    "Harap hormati hak cipta: unduh reels hanya untuk penggunaan pribadi, dan minta izin kreatornya sebelum Anda membagikan atau menggunakan ulang karyanya.",

  "about.title": "Tentang Kami",
  "about.intro":
    "Pengunduh Reels Instagram adalah alat web gratis untuk menyimpan konten Instagram publik ke ponsel, tablet, atau komputer Anda. Alat ini berjalan di browser modern apa pun, tidak memerlukan aplikasi, plugin, atau akun, dan tidak menyimpan apa pun yang Anda unduh.",
  "about.features": "Fitur",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Simpan reels Instagram publik sebagai video MP4 dengan kualitas terbaik yang ditawarkan Instagram.",
  "about.feature.stories": "Story",
  "about.feature.storiesText": "Simpan story publik, yang hilang setelah 24 jam, sebelum lenyap.",
  "about.feature.photos": "Foto",
  "about.feature.photosText":
    "Unduh setiap foto dan video dari postingan atau carousel dalam kualitas asli.",
  "about.feature.hashtags": "Tagar",
  "about.feature.hashtagsText":
    "Jelajahi konten yang dibagikan dengan sebuah tagar (segera hadir).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Ambil suara dari reel sebagai file MP3 sungguhan.",
  "about.how": "Cara kerjanya",
  "about.step": "Langkah {number}: {name}",
  "about.step1": "Salin URL",
  "about.step1Text": "Buka reel, story, atau postingan di Instagram dan salin tautannya.",
  "about.step2": "Tempel",
  "about.step2Text": "Tempel tautan di kotak pada halaman yang sesuai di situs ini.",
  "about.step3": "Klik unduh",
  "about.step3Text": "Tekan tombol Unduh dan tunggu sebentar selagi kami mengambil filenya.",
  "about.step4": "Simpan",
  "about.step4Text": "Browser Anda menyimpan file ke perangkat, siap ditonton secara offline.",
  "about.note": "Harap diperhatikan",
  "about.noteText":
    "Hanya konten dari profil publik yang dapat diunduh; akun privat tetap privat. Layanan ini hanya untuk penggunaan pribadi: hormati hak orang yang membuat konten dan minta izin mereka sebelum Anda membagikan atau menggunakannya ulang.",

  "terms.title": "Syarat & Ketentuan",
  "terms.updated": "Terakhir diperbarui: November 2026.",
  "terms.s1": "1. Penerimaan ketentuan",
  "terms.s1p":
    "Dengan menggunakan Pengunduh Reels Instagram, Anda menyetujui ketentuan ini. Jika Anda tidak setuju, mohon jangan gunakan layanan ini.",
  "terms.s2": "2. Deskripsi layanan",
  "terms.s2p":
    "Layanan ini memungkinkan Anda menyimpan konten yang tersedia untuk publik dengan menempelkan tautan: reels, story, foto, carousel, dan audio reels dari Instagram, video dari YouTube, serta video dan foto dari postingan publik di {{otherPlatforms}}. Layanan ini gratis, tidak memerlukan akun, dan tidak berafiliasi dengan, didukung, atau disponsori oleh platform mana pun di atas maupun perusahaan yang mengelolanya.",
  "terms.s3": "3. Tanggung jawab pengguna",
  "terms.s3a": "Unduh hanya konten yang berhak Anda simpan, dan untuk penggunaan pribadi.",
  "terms.s3b":
    "Hormati hak cipta dan hak para kreator: minta izin sebelum membagikan, menerbitkan, atau menggunakan ulang apa pun yang Anda unduh.",
  "terms.s3c":
    "Jangan gunakan layanan ini untuk melecehkan siapa pun, atau untuk membebani maupun menyerang layanan.",
  "terms.s4": "4. Batasan",
  "terms.s4p":
    'Layanan ini disediakan "sebagaimana adanya", tanpa jaminan. Hanya konten publik yang dapat diambil, dan hal ini bergantung pada platform, yang dapat mengubah atau memblokir akses kapan saja. Kami tidak bertanggung jawab atas kerugian apa pun yang timbul dari penggunaannya, atau dari konten yang Anda unduh. Permintaan dapat dibatasi agar layanan tetap tersedia bagi semua orang.',
  "terms.s5": "5. Privasi dan data",
  "terms.s5p":
    "Kami tidak menyimpan konten yang diunduh maupun data pribadi pengunjung, dan tidak menyimpan log tautan yang Anda tempel. {link} kami menjelaskan dengan tepat apa yang terjadi pada sebuah tautan.",
  "terms.s6": "6. Perubahan ketentuan ini",
  "terms.s6p":
    "Kami dapat memperbarui ketentuan ini seiring perubahan layanan. Tanggal di bagian atas menunjukkan kapan terakhir kali ketentuan ini berubah; menggunakan layanan setelah ada perubahan berarti Anda menerima ketentuan yang baru.",

  "privacy.title": "Kebijakan Privasi",
  "privacy.intro":
    "Singkatnya: kami tidak menggunakan cookie dan pelacakan, tidak menyimpan catatan tautan yang Anda tempel maupun alamat IP Anda, dan tidak menyimpan satu pun file yang Anda unduh.",
  "privacy.s1": "1. Informasi yang kami kumpulkan",
  "privacy.s1p1":
    "Pengunjung halaman unduhan dan blog tidak memiliki akun, dan kami tidak memasang cookie atau menjalankan skrip analitik maupun iklan. Server kami tidak menyimpan log tautan yang Anda tempel maupun alamat IP pengunjung. Untuk melindungi layanan dari penyalahgunaan, kami menghitung permintaan per pengunjung selama beberapa menit, dengan kunci berupa hash satu arah bergaram dari alamat IP, bukan alamatnya sendiri; penghitung ini kedaluwarsa dengan sendirinya.",
  "privacy.s1p2":
    "Hanya administrator situs, yang menulis blog, yang memiliki akun: untuk mereka kami menyimpan alamat email, kata sandi yang di-hash secara aman, dan sesi aktif mereka.",
  "privacy.s1p3":
    "Sesi administrator disimpan sebagai token acak, beserta akun pemiliknya, kapan dimulai, kapan terakhir diperpanjang, dan kapan berakhir (tujuh hari setelah dimulai, diperpanjang selama administrator terus menggunakannya). Kami tidak menyimpan alamat IP atau browser (user agent) dari sebuah sesi.",
  "privacy.s2": "2. Cara URL Anda digunakan",
  "privacy.s2p1":
    "Tautan yang Anda tempel dikirim ke server kami hanya untuk menemukan media yang dituju. Server kami meminta konten publik tersebut ke platform asal tautan ({{anyPlatform}}), atau ke layanan unduhan yang bekerja sama dengan kami, dan mengembalikan tautan unduhan. Tautan tidak disimpan, dicatat, atau dibagikan untuk tujuan lain apa pun.",
  "privacy.s2p2":
    "Agar postingan populer tidak diambil lagi untuk setiap pengunjung, server kami mengingat alamat media yang diberikan platform untuk postingan atau video tersebut paling lama lima menit (dengan kunci postingan atau video, tidak pernah tautan yang Anda tempel atau apa pun tentang Anda), dan tidak pernah lebih lama daripada masa berlaku alamat tersebut yang diizinkan platform.",
  "privacy.s3": "3. Penyimpanan data",
  "privacy.s3p":
    "File tidak pernah disimpan di server kami. Unduhan melewati server kami sebagai aliran data, langsung dari platform ke browser Anda, agar tiba dengan nama file yang benar. Tautan unduhan yang kami berikan disegel (dienkripsi dan ditandatangani) dan kedaluwarsa setelah waktu singkat. Saat audio diminta, suara dikonversi ke MP3 selama dialirkan, di memori, lalu dibuang segera setelah terkirim.",
  "privacy.s4": "4. Layanan pihak ketiga",
  "privacy.s4p":
    "Untuk mengambil media, server kami menghubungi platform dari tautan yang Anda tempel ({{anyPlatform}}) dan, tergantung konfigurasi situs ini, layanan unduhan pihak ketiga. Permintaan ini berasal dari server kami, bukan browser Anda: platform melihat server kami, bukan Anda. Setiap layanan tersebut memiliki kebijakan privasinya sendiri. Kami tidak menyematkan skrip, font, atau pelacak pihak ketiga di halaman kami.",
  "privacy.s5": "5. Keamanan",
  "privacy.s5p":
    "Situs ini disajikan melalui HTTPS, sehingga tautan dan unduhan terenkripsi antara perangkat Anda dan kami. Halaman kami menerapkan kebijakan keamanan konten yang ketat, dan tautan unduhan kami hanya dapat mengambil media yang kami temukan untuk Anda.",
  "privacy.s6": "6. Perubahan kebijakan ini",
  "privacy.s6p":
    "Jika praktik kami berubah, kami akan memperbarui halaman ini sebelum perubahan berlaku. Kebijakan ini terakhir diperbarui pada November 2026.",

  "platform.howTo": "Cara mengunduh dalam tiga langkah",
  "platform.step2": "Tempel tautan ke kotak di atas lalu tekan Unduh.",
  "platform.step3":
    "Pilih kualitas jika ada pilihan. Postingan dengan beberapa file menampilkan setiap file dengan tombol Unduh sendiri.",
  "platform.note":
    "Hanya postingan publik yang bisa diunduh. Unduh untuk penggunaan pribadi, dan minta izin kreator sebelum membagikan atau memakai ulang karyanya.",
  "platform.tiktok.heading": "Unduh video TikTok",
  "platform.tiktok.title": "Pengunduh video dan foto TikTok",
  "platform.tiktok.description":
    "Unduh video TikTok publik sebagai MP4 dan postingan foto gambar demi gambar. Tempel tautan TikTok lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.tiktok.intro":
    "Simpan video TikTok publik, dan setiap gambar dari postingan foto, dari tautannya dalam beberapa detik.",
  "platform.tiktok.copy":
    "Di aplikasi TikTok, ketuk Bagikan pada video, lalu Salin tautan. Di komputer, salin alamat dari browser.",
  "platform.twitter.heading": "Unduh video X (Twitter)",
  "platform.twitter.title": "Pengunduh video X (Twitter)",
  "platform.twitter.description":
    "Unduh video, GIF, dan foto dari postingan publik di X (Twitter). Tempel tautan postingan, tekan Unduh, dan simpan setiap file: gratis, tanpa login.",
  "platform.twitter.intro":
    "Simpan video, GIF, dan foto dari postingan publik di X, dulu Twitter, dari tautan postingannya.",
  "platform.twitter.copy": "Di X, ketuk ikon bagikan di bawah postingan, lalu Salin tautan.",
  "platform.facebook.heading": "Unduh video Facebook",
  "platform.facebook.title": "Pengunduh video dan reels Facebook",
  "platform.facebook.description":
    "Unduh video dan reels Facebook publik sebagai MP4 dalam kualitas terbaik yang tersedia. Tempel tautan video lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.facebook.intro":
    "Simpan video dan reels Facebook publik dari tautannya, dalam kualitas terbaik yang ditawarkan Facebook.",
  "platform.facebook.copy":
    "Di Facebook, ketuk Bagikan di bawah video atau reels, lalu Salin tautan.",
  "platform.threads.heading": "Unduh video dan foto Threads",
  "platform.threads.title": "Pengunduh video dan foto Threads",
  "platform.threads.description":
    "Unduh video dan foto dari postingan Threads publik, termasuk carousel. Tempel tautan postingan dan pilih yang ingin disimpan: gratis, tanpa login.",
  "platform.threads.intro":
    "Simpan setiap video dan foto dari postingan Threads publik, termasuk carousel, dari tautan postingannya.",
  "platform.threads.copy": "Di Threads, ketuk ikon bagikan di bawah postingan, lalu Salin tautan.",
  "platform.reddit.heading": "Unduh video Reddit",
  "platform.reddit.title": "Pengunduh video Reddit dengan suara",
  "platform.reddit.description":
    "Unduh video Reddit publik beserta suaranya sebagai MP4, juga gambar dari galeri. Tempel tautan postingan lalu tekan Unduh: gratis, tanpa login.",
  "platform.reddit.intro":
    "Simpan video Reddit publik beserta suaranya, dan setiap gambar dari galeri, dari tautan postingannya.",
  "platform.reddit.copy": "Di Reddit, ketuk Bagikan di bawah postingan, lalu Salin tautan.",
  "platform.pinterest.heading": "Unduh video dan gambar Pinterest",
  "platform.pinterest.title": "Pengunduh video dan gambar Pinterest",
  "platform.pinterest.description":
    "Unduh video atau gambar dari pin Pinterest publik dalam kualitas aslinya. Tempel tautan pin atau tautan pendek pin.it: gratis, tanpa login.",
  "platform.pinterest.intro":
    "Simpan video atau gambar dari pin publik mana pun, dalam kualitas aslinya, dari tautan pin.",
  "platform.pinterest.copy": "Di Pinterest, buka pin, ketuk Bagikan, lalu Salin tautan.",
  "platform.bsky.heading": "Unduh video dan gambar Bluesky",
  "platform.bsky.title": "Pengunduh video dan gambar Bluesky",
  "platform.bsky.description":
    "Unduh video dan gambar dari postingan Bluesky publik. Tempel tautan postingan dan pilih yang ingin disimpan: gratis, tanpa aplikasi, tanpa login.",
  "platform.bsky.intro":
    "Simpan video dan gambar dari postingan Bluesky publik dari tautan postingannya.",
  "platform.bsky.copy":
    "Di Bluesky, ketuk ikon bagikan di bawah postingan, lalu Salin tautan ke postingan.",
  "platform.streamable.heading": "Unduh video Streamable",
  "platform.streamable.title": "Pengunduh video Streamable",
  "platform.streamable.description":
    "Unduh video Streamable publik sebagai MP4 dalam kualitas terbaik yang tersedia. Tempel tautan video lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.streamable.intro":
    "Simpan video Streamable publik sebagai file MP4 dari tautannya, dalam kualitas terbaik yang ditawarkan Streamable.",
  "platform.streamable.copy":
    "Di Streamable, buka video lalu salin alamatnya dari browser, atau tautan yang diberikan tombol Bagikan.",
  "platform.twitch.heading": "Unduh klip Twitch",
  "platform.twitch.title": "Pengunduh klip Twitch",
  "platform.twitch.description":
    "Unduh klip Twitch sebagai MP4 hingga 1080p. Tempel tautan klip lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.twitch.intro":
    "Simpan klip Twitch publik apa pun sebagai file MP4 dari tautannya, dalam kualitas terbaik hingga 1080p.",
  "platform.twitch.copy": "Di Twitch, buka klip, tekan Bagikan, lalu Salin tautan.",
  "platform.snapchat.heading": "Unduh video Snapchat",
  "platform.snapchat.title": "Pengunduh Spotlight dan story Snapchat",
  "platform.snapchat.description":
    "Unduh video Spotlight Snapchat dan snap dari story publik. Tempel tautan Spotlight atau profil lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.snapchat.intro":
    "Simpan video Spotlight Snapchat, serta foto dan video dari story profil publik, dari tautannya.",
  "platform.snapchat.copy":
    "Di Snapchat, ketuk Bagikan pada video Spotlight atau profil publik, lalu Salin tautan.",
  "platform.loom.heading": "Unduh video Loom",
  "platform.loom.title": "Pengunduh video Loom",
  "platform.loom.description":
    "Unduh video Loom yang dibagikan kepada siapa saja yang memiliki tautannya, sebagai MP4. Tempel tautan berbagi lalu tekan Unduh: gratis, tanpa aplikasi, tanpa login.",
  "platform.loom.intro":
    "Simpan rekaman Loom yang dibagikan kepada siapa saja yang memiliki tautannya sebagai file MP4, dari tautan berbaginya.",
  "platform.loom.copy":
    "Di Loom, buka video lalu tekan Salin tautan, atau salin alamat halaman berbaginya.",
  ...platformPages("id"),
});
