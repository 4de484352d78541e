import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Türkçe. */
export const tr: Catalog = withPlatformLists("tr", {
  "common.siteName": "Instagram Reels İndirici",
  "common.tagline": "Instagram reels, hikâye, fotoğraf ve videolarını anında indirin",
  "common.siteNameOf": "{platform} İndirici",
  "common.taglineOf": "{platform} içeriklerini saniyeler içinde indirin; ücretsiz ve hesapsız",
  ...BRAND_NAMES,
  "common.nav.label": "Ana menü",
  "common.nav.home": "Ana sayfa",
  "common.nav.stories": "Hikâyeler",
  "common.nav.photos": "Fotoğraflar",
  "common.nav.hashtags": "Etiketler",
  "common.nav.audio": "Ses",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Alt bilgi",
  "common.footer.about": "Hakkımızda",
  "common.footer.terms": "Şartlar ve Koşullar",
  "common.footer.privacy": "Gizlilik Politikası",
  "common.footer.api": "API",
  "common.footer.sites": "Desteklenen siteler",
  "common.footer.madeWith": "Instagram topluluğu için {heart} ile yapıldı",
  "common.footer.madeWithFor": "{platform} topluluğu için {heart} ile yapıldı",
  "common.footer.love": "sevgi",
  "common.footer.rights": "© {year} {site}. Tüm hakları saklıdır.",
  "common.language.label": "Dil",
  "common.language.suggest": "Bu sayfa Türkçe olarak da mevcut.",
  "common.language.switch": "Türkçe oku",
  "common.language.dismiss": "Kapat",
  "common.error.title": "Beklenmeyen bir uygulama hatası oluştu!",
  "common.error.notFound": "{status}: Sayfa bulunamadı",
  "common.error.other": "{status} hatası",
  "common.error.unknown": "Bilinmeyen hata",
  "common.error.home": "Ana sayfaya git",

  "seo.reel.heading": "Instagram Reels İndir",
  "seo.reel.title": "Instagram Reels İndirici: Instagram Reels videolarını HD indirin",
  "seo.reel.description":
    "Herkese açık Instagram reels videolarını saniyeler içinde MP4 olarak indirin. Reel bağlantısını yapıştırın, İndir'e basın: ücretsiz, uygulamasız, giriş yapmadan, her cihazda.",
  "seo.story.heading": "Instagram Hikâyelerini İndir",
  "seo.story.title": "Instagram Hikâye İndirici | Instagram Reels İndirici",
  "seo.story.description":
    "Herkese açık Instagram hikâyelerini kaybolmadan kaydedin. Hikâye bağlantısını yapıştırın ve videoyu ya da fotoğrafı ücretsiz, hesapsız indirin.",
  "seo.post.heading": "Instagram Gönderilerini İndir",
  "seo.post.title": "Instagram Fotoğraf ve Albüm İndirici | Instagram Reels İndirici",
  "seo.post.description":
    "Herkese açık bir Instagram gönderisinin veya albümünün tüm fotoğraf ve videolarını orijinal kalitede indirin. Bağlantıyı yapıştırın, neyi kaydedeceğinizi seçin.",
  "seo.hashtag.heading": "Instagram Etiketlerini İndir",
  "seo.hashtag.title": "Instagram Etiket İndirici | Instagram Reels İndirici",
  "seo.hashtag.description":
    "Bir etiket altında paylaşılan herkese açık Instagram içeriklerini keşfedin ve indirin. Ücretsiz, giriş gerektirmez, her tarayıcıda çalışır.",
  "seo.audio.heading": "Instagram Sesini İndir",
  "seo.audio.title": "Instagram Ses İndirici: Reel sesini MP3'e | Instagram Reels İndirici",
  "seo.audio.description":
    "Herkese açık bir Instagram reel videosunun sesini gerçek bir MP3 dosyası olarak çıkarın. Reel bağlantısını yapıştırın ve sesi ücretsiz indirin.",
  "seo.about.title": "Hakkımızda | Instagram Reels İndirici",
  "seo.about.description":
    "Instagram Reels İndirici ne yapar: herkese açık reels, hikâye, fotoğraf ve sesleri dört basit adımda, ücretsiz ve hesapsız kaydeder.",
  "seo.terms.title": "Şartlar ve Koşullar | Instagram Reels İndirici",
  "seo.terms.description":
    "Instagram Reels İndirici'nin kullanım şartları: herkese açık içeriğin kişisel kullanımı, sorumluluklarınız, sınırlarımız ve bu şartların nasıl değiştiği.",
  "seo.privacy.title": "Gizlilik Politikası | Instagram Reels İndirici",
  "seo.privacy.description":
    "Instagram Reels İndirici verilerinizi nasıl ele alır: çerez yok, izleme yok, bağlantı veya IP adresi kaydı yok; indirmeler saklanmadan aktarılır.",
  "seo.blogs.title": "Blog Yazıları | {site}",
  "seo.blogs.titlePage": "Blog Yazıları, sayfa {page} | {site}",
  "seo.blogs.description":
    "Instagram reels, hikâye, fotoğraf ve seslerini kaydetmeye dair rehberler, ipuçları ve haberler.",
  "seo.blogs.name": "{site} Blogu",
  "seo.manifest.name": "Instagram Reels İndirici",
  "seo.manifest.shortName": "Reels İndirici",
  "seo.manifest.description":
    "Herkese açık Instagram reels, hikâye, fotoğraf ve seslerini, YouTube videolarını ve {{otherPlatforms}} gönderilerini bir bağlantı yapıştırarak ya da paylaşarak indirin.",

  "intro.reel": "Herkese açık her Instagram reel videosunu birkaç saniyede MP4 olarak kaydedin.",
  "intro.story":
    "Bir Instagram hikâyesini kaybolmadan kaydetmek için bağlantısını yapıştırın. İçerik herkese açık olmalıdır: gizli hesapların hikâyeleri indirilemez.",
  "intro.post":
    "Herkese açık bir gönderinin veya albümün bağlantısını yapıştırarak içindeki tüm fotoğraf ve videoları görün, istediklerinizi orijinal kalitede indirin.",
  "intro.hashtag":
    "Bir Instagram etiketi altında paylaşılan herkese açık içerikleri keşfedin (yakında).",
  "intro.audio":
    "Herkese açık bir reel videosunun sesini MP3 dosyası olarak kaydetmek için bağlantısını yapıştırın.",

  "form.label": "Sosyal medya veya video bağlantısı",
  "form.placeholder": "Instagram veya X bağlantısı yapıştırın",
  "form.download": "İndir",
  "form.processing": "İşleniyor...",
  "form.paste": "Yapıştır",
  "form.clipboardEmpty": "Pano boş. Önce bir bağlantı kopyalayın.",
  "form.clipboardDenied":
    "Tarayıcınız panonun okunmasına izin vermedi. Bağlantıyı doğrudan alana yapıştırın.",
  "form.urlRequired": "Lütfen bir URL girin",
  "form.urlInvalid": "Lütfen geçerli bir URL girin",
  "form.progress": "İndirme ilerlemesi",
  "form.failureStory": "Hikâye indirilemedi. Lütfen tekrar deneyin.",
  "form.failureMedia": "Medya indirilemedi. Lütfen tekrar deneyin.",
  "form.failureFrom": "{platform} içeriği indirilemedi. Lütfen tekrar deneyin.",
  "form.itemsFound": "{count, plural, one {# öğe bulundu} other {# öğe bulundu}}",
  ...BATCH_WORDS.tr,
  "form.downloadAll": "Tümünü indir",
  "form.downloadAllDetail":
    "{count, plural, one {# öğe tek bir ZIP dosyası olarak} other {# öğe tek bir ZIP dosyası olarak}}",
  "form.media": "Medya {number, number}",
  "form.preview": "{label} önizlemesi",
  "form.video": "Video",
  "form.chooseQuality": "Bir kalite seçin",
  "form.downloadQuality": "{quality} indir",
  "form.aboutSize": "yaklaşık {size}",
  "form.codec.aac": "M4A, orijinal",
  "form.codec.opus": "Opus, orijinal",
  "reason.invalid_url": "Lütfen geçerli bir URL girin",
  "reason.invalid_request": "İstek anlaşılamadı.",
  "reason.unsupported_link":
    "Bu bağlantı desteklenmiyor. Şu platformlardan birindeki herkese açık bir gönderinin ya da videonun bağlantısını yapıştırın: {{anyPlatform}}.",
  "reason.not_found": "Bu gönderi bulunamadı. Silinmiş olabilir.",
  "reason.private": "Bu gönderi gizli.",
  "reason.login_required":
    "Bu içerik oturum açmış bir hesap gerektiriyor ve bu site şu anda onu getiremiyor.",
  "reason.rate_limited":
    "Platform şu anda istekleri sınırlıyor. Lütfen birkaç dakika sonra tekrar deneyin.",
  "reason.rate_limited_wait":
    "Platform şu anda istekleri sınırlıyor. Lütfen {wait} sonra tekrar deneyin.",
  "reason.too_many": "Çok fazla istek. Lütfen {wait} bekleyip tekrar deneyin.",
  "reason.server_busy": "Çok fazla istek. Lütfen {wait} bekleyip tekrar deneyin.",
  "reason.wait_seconds": "{count, plural, one {# saniye} other {# saniye}}",
  "reason.wait_minutes": "{count, plural, one {# dakika} other {# dakika}}",
  "reason.upstream_failed":
    "İndirme hizmeti düzgün yanıt vermedi. Lütfen daha sonra tekrar deneyin.",
  "reason.timeout": "İndirme hizmetinin yanıt vermesi çok uzun sürdü. Lütfen tekrar deneyin.",
  "reason.audio_unavailable": "Ses indirme şu anda bu sunucuda kullanılamıyor.",
  "reason.unreachable":
    "Şu anda {platform} ile bağlantı kurulamıyor. Lütfen daha sonra tekrar deneyin.",
  "reason.members_only": "Bu video yalnızca kanalın üyelerine açık.",
  "reason.age_restricted":
    "Bu video yaş sınırlamalı ve YouTube onu yalnızca oturum açmış izleyicilere gösteriyor.",
  "reason.geo_blocked": "Bu video, bu sunucunun bulunduğu ülkede kullanılamıyor.",
  "reason.live_stream": "Canlı yayınlar sona erdikten sonra indirilebilir.",
  "reason.upcoming": "Bu video henüz yayımlanmadı. Prömiyerden sonra tekrar deneyin.",
  "reason.removed": "Bu video kaldırılmış veya mevcut değil.",
  "reason.stories_unavailable": "Hikâyeler şu anda bu sitede indirilemiyor.",
  "reason.account_not_found": "Bu hesap bulunamadı.",
  "reason.story_gone": "Bu hikâye artık mevcut değil.",
  "reason.no_sound": "Bu gönderide indirilecek bir ses yok.",
  "reason.video_private": "Bu video gizli.",
  "reason.video_unavailable": "Bu video kullanılamıyor.",
  "reason.no_public_story": "Bu hesabın şu anda herkese açık bir hikâyesi yok.",
  "reason.snap_gone": "Bu snap artık hikâyede değil.",
  "reason.no_media": "Bu gönderide indirilecek fotoğraf veya video yok.",
  "reason.still_processing": "Bu video hâlâ yükleniyor veya işleniyor. Biraz sonra tekrar deneyin.",
  "reason.workspace_only":
    "Bu Loom videosu bir parola ya da çalışma alanının oturum açmış bir üyesini gerektiriyor.",
  "reason.stream_only":
    "Loom bu videoyu yalnızca parçalı bir akış olarak sunuyor ve bu sunucu böyle videoları indirmiyor.",
  "reason.drm_protected":
    "Bu video kopyalamaya karşı korunuyor (DRM), bu yüzden burada indirilemez.",
  "reason.outside_network":
    "Bu video, Bluesky'ın kendi ağı dışındaki bir sunucuda duruyor ve oradan indirme yapmıyoruz.",
  "reason.clip_signed_in": "Twitch bu klibi yalnızca oturum açmış izleyicilere gösteriyor.",
  "reason.clip_gone": "Bu klip yok veya silinmiş.",
  "reason.cannot_prepare": "Bu video şu anda bu sunucuda hazırlanamıyor.",
  "reason.file_gone": "Dosya artık mevcut değil. Lütfen yeniden arayın.",
  "reason.field_missing": 'İstekte "{field}" alanı yok.',
  "reason.field_invalid": 'İstekteki "{field}" alanı geçerli değil.',
  "reason.kind_invalid":
    '"kind" alanı reel, story, post veya audio olur ya da bağlantıya göre belirlenmesi için boş bırakılır.',
  "reason.expired": "Bu indirme bağlantısının süresi doldu. Lütfen bağlantıyı yeniden arayın.",
  "reason.download_failed": "Dosya alınamadı. Lütfen bağlantıyı yeniden arayın.",
  "reason.network": "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.",
  "reason.preview_only":
    "SoundCloud bu parçanın Go+ aboneliği olmadan yalnızca 30 saniyelik önizlemesini sunuyor.",

  "blog.heading": "Blog Yazıları",
  "blog.loading": "Yazılar yükleniyor...",
  "blog.empty": "Blog yazısı bulunamadı",
  "blog.firstPage": "İlk sayfaya git",
  "blog.pages": "Blog sayfaları",
  "blog.previousPage": "Önceki sayfa",
  "blog.nextPage": "Sonraki sayfa",
  "blog.page": "Sayfa {page}",
  "blog.loadFailed": "Blog yazıları yüklenemedi. Lütfen sayfayı yenilemeyi deneyin.",
  "blog.by": "Yazar: {author}",
  "blog.readTime": "{minutes, number} dk okuma",
  "blog.newTab": "(yeni sekmede açılır)",
  "blog.back": "Bloga dön",
  "blog.loadingPost": "Yazı yükleniyor",
  "blog.tags": "Etiketler",
  "blog.morePosts": "Diğer yazılar",
  "blog.previousPost": "Önceki Yazı",
  "blog.nextPost": "Sonraki Yazı",
  "blog.related": "İlgili Yazılar",
  "blog.notFound": "Blog yazısı bulunamadı",
  "blog.postLoadFailed": "Blog yazısı yüklenemedi. Lütfen sayfayı yenilemeyi deneyin.",
  "blog.return": "Bloga dön",

  "home.p1":
    "Yalnızca herkese açık reels videoları desteklenir. Bir reel gizli bir hesaba aitse Instagram onu o hesabın dışındaki kimseye göstermez, biz de indiremeyiz.",
  "home.p2":
    "Reel URL'sini Instagram uygulamasından veya web sitesinden kopyalayın (paylaş düğmesine, ardından Bağlantıyı kopyala'ya dokunun), yukarıdaki kutuya yapıştırın ve İndir'e basın. Video doğrudan cihazınıza kaydedilir.",
  "home.p3":
    "Tarayıcısı olan her cihazda çalışır: iPhone ve Android telefonlar, tabletler, Windows, Mac ve Linux bilgisayarlar. Bağlantıları doğrudan paylaşmak için siteyi ana ekranınıza ekleyin.",
  "home.p4":
    "Eklenti, uzantı ya da uygulama gerekmez; hesabınızın olması da gerekmez. İndirdiğiniz hiçbir şey sunucularımızda saklanmaz.",
  "home.p5":
    "Lütfen telif haklarına saygı gösterin: reels videolarını yalnızca kişisel kullanımınız için indirin ve paylaşmadan ya da yeniden kullanmadan önce içerik üreticisinden izin isteyin.",

  "about.title": "Hakkımızda",
  "about.intro":
    "Instagram Reels İndirici, herkese açık Instagram içeriklerini telefonunuza, tabletinize veya bilgisayarınıza kaydetmeniz için ücretsiz bir web aracıdır. Her modern tarayıcıda çalışır; uygulama, eklenti ya da hesap gerektirmez ve indirdiğiniz hiçbir şeyi saklamaz.",
  "about.features": "Özellikler",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Herkese açık Instagram reels videolarını Instagram'ın sunduğu en iyi kalitede MP4 olarak kaydedin.",
  "about.feature.stories": "Hikâyeler",
  "about.feature.storiesText":
    "24 saat sonra kaybolan herkese açık hikâyeleri, silinmeden önce saklayın.",
  "about.feature.photos": "Fotoğraflar",
  "about.feature.photosText":
    "Bir gönderinin veya albümün tüm fotoğraf ve videolarını orijinal kalitede indirin.",
  "about.feature.hashtags": "Etiketler",
  "about.feature.hashtagsText": "Bir etiket altında paylaşılan içerikleri keşfedin (yakında).",
  "about.feature.audio": "Ses",
  "about.feature.audioText": "Bir reel videosunun sesini gerçek bir MP3 dosyası olarak çıkarın.",
  "about.how": "Nasıl çalışır",
  "about.step": "Adım {number}: {name}",
  "about.step1": "URL'yi kopyalayın",
  "about.step1Text": "Reel, hikâye veya gönderiyi Instagram'da açın ve bağlantısını kopyalayın.",
  "about.step2": "Yapıştırın",
  "about.step2Text": "Bağlantıyı bu sitenin ilgili sayfasındaki kutuya yapıştırın.",
  "about.step3": "İndir'e tıklayın",
  "about.step3Text": "İndir düğmesine basın ve dosyayı getirirken biraz bekleyin.",
  "about.step4": "Kaydedin",
  "about.step4Text": "Tarayıcınız dosyayı cihazınıza kaydeder; çevrimdışı izlemeye hazırdır.",
  "about.note": "Lütfen dikkat",
  "about.noteText":
    "Yalnızca herkese açık profillerin içerikleri indirilebilir; gizli hesaplar gizli kalır. Bu hizmet yalnızca kişisel kullanım içindir: içeriği üreten kişilerin haklarına saygı gösterin ve paylaşmadan ya da yeniden kullanmadan önce izinlerini isteyin.",

  "terms.title": "Şartlar ve Koşullar",
  "terms.updated": "Son güncelleme: Kasım 2026.",
  "terms.s1": "1. Şartların kabulü",
  "terms.s1p":
    "Instagram Reels İndirici'yi kullanarak bu şartları kabul etmiş olursunuz. Kabul etmiyorsanız lütfen hizmeti kullanmayın.",
  "terms.s2": "2. Hizmetin tanımı",
  "terms.s2p":
    "Hizmet, bir bağlantı yapıştırarak herkese açık içerikleri kaydetmenizi sağlar: Instagram'dan reels, hikâyeler, fotoğraflar, albümler ve reels sesleri, YouTube'dan videolar ve şu platformlardaki herkese açık gönderilerin videoları ve fotoğrafları: {{otherPlatforms}}. Ücretsizdir, hesap gerektirmez ve bu platformların ya da onları işleten şirketlerin hiçbiriyle bağlantılı değildir, onlar tarafından onaylanmamış ya da desteklenmemiştir.",
  "terms.s3": "3. Kullanıcı sorumlulukları",
  "terms.s3a": "Yalnızca kaydetme hakkınız olan içerikleri ve kişisel kullanım için indirin.",
  "terms.s3b":
    "Telif haklarına ve içerik üreticilerinin haklarına saygı gösterin: indirdiğiniz herhangi bir şeyi paylaşmadan, yayımlamadan veya yeniden kullanmadan önce izin isteyin.",
  "terms.s3c":
    "Hizmeti kimseyi taciz etmek ya da hizmete aşırı yük bindirmek veya saldırmak için kullanmayın.",
  "terms.s4": "4. Sınırlamalar",
  "terms.s4p":
    'Hizmet herhangi bir garanti olmaksızın "olduğu gibi" sunulur. Yalnızca herkese açık içerik alınabilir ve bu, erişimi her an değiştirebilecek veya engelleyebilecek platformlara bağlıdır. Hizmetin kullanımından ya da indirdiğiniz içerikten doğan hiçbir kayıptan sorumlu değiliz. Hizmetin herkes için erişilebilir kalması amacıyla istekler sınırlandırılabilir.',
  "terms.s5": "5. Gizlilik ve veriler",
  "terms.s5p":
    "İndirilen içerikleri ve ziyaretçilere ait kişisel verileri saklamıyor, yapıştırdığınız bağlantıların kaydını tutmuyoruz. {link}, bir bağlantıya tam olarak ne olduğunu açıklar.",
  "terms.s6": "6. Bu şartlardaki değişiklikler",
  "terms.s6p":
    "Hizmet değiştikçe bu şartları güncelleyebiliriz. Üstteki tarih, şartların en son ne zaman değiştiğini gösterir; bir değişiklikten sonra hizmeti kullanmaya devam etmeniz yeni şartları kabul ettiğiniz anlamına gelir.",

  "privacy.title": "Gizlilik Politikası",
  "privacy.intro":
    "Kısacası: çerez ve izleme kullanmıyoruz, yapıştırdığınız bağlantıların ve IP adresinizin kaydını tutmuyoruz ve indirdiğiniz dosyaların hiçbirini saklamıyoruz.",
  "privacy.s1": "1. Topladığımız bilgiler",
  "privacy.s1p1":
    "İndirme sayfalarının ve blogun ziyaretçilerinin hesabı yoktur; çerez yerleştirmiyor, analiz veya reklam betikleri çalıştırmıyoruz. Sunucularımız yapıştırdığınız bağlantıların ya da ziyaretçilerin IP adreslerinin kaydını tutmaz. Hizmeti kötüye kullanıma karşı korumak için her ziyaretçinin isteklerini birkaç dakika boyunca sayarız; bu sayım IP adresinin tuzlanmış tek yönlü bir özetiyle yapılır, asla adresin kendisiyle değil. Bu sayaçların süresi kendiliğinden dolar.",
  "privacy.s1p2":
    "Yalnızca blogu yazan site yöneticilerinin hesabı vardır: onlar için bir e-posta adresi, güvenli biçimde özetlenmiş bir parola ve etkin oturumlarını saklarız.",
  "privacy.s1p3":
    "Bir yöneticinin oturumu; rastgele bir belirteç, ait olduğu hesap, ne zaman başladığı, en son ne zaman yenilendiği ve ne zaman sona ereceği (başladıktan yedi gün sonra; yönetici kullanmaya devam ettikçe uzatılır) olarak saklanır. Bir oturumun IP adresini veya tarayıcısını (kullanıcı aracısı) saklamayız.",
  "privacy.s2": "2. URL'leriniz nasıl kullanılır",
  "privacy.s2p1":
    "Yapıştırdığınız bağlantı sunucumuza yalnızca işaret ettiği medyayı bulmak için gönderilir. Sunucumuz bu herkese açık içeriği bağlantının ait olduğu platformdan ({{anyPlatform}}) ya da birlikte çalıştığımız bir indirme hizmetinden ister ve indirme bağlantıları döndürür. Bağlantı başka hiçbir amaçla saklanmaz, kaydedilmez veya paylaşılmaz.",
  "privacy.s2p2":
    "Popüler bir gönderi her ziyaretçi için yeniden getirilmesin diye sunucumuz, platformun o gönderi veya video için verdiği medya adreslerini en fazla beş dakika boyunca hatırlar (gönderiye veya videoya göre; asla yapıştırdığınız bağlantıya veya sizinle ilgili herhangi bir şeye göre değil) ve bunu asla platformun bu adreslerin çalışmasına izin verdiği süreden uzun tutmaz.",
  "privacy.s3": "3. Veri saklama",
  "privacy.s3p":
    "Dosyalar asla sunucularımızda saklanmaz. Bir indirme, düzgün bir dosya adıyla ulaşması için sunucumuzdan bir akış olarak, doğrudan platformdan tarayıcınıza geçer. Size verdiğimiz indirme bağlantısı mühürlüdür (şifrelenmiş ve imzalanmıştır) ve kısa bir süre sonra geçerliliğini yitirir. Ses istendiğinde ses, aktarılırken bellekte MP3'e dönüştürülür ve gönderilir gönderilmez silinir.",
  "privacy.s4": "4. Üçüncü taraf hizmetleri",
  "privacy.s4p":
    "Medyayı almak için sunucumuz yapıştırdığınız bağlantının platformuyla ({{anyPlatform}}) ve sitenin nasıl yapılandırıldığına bağlı olarak üçüncü taraf bir indirme hizmetiyle iletişim kurar. Bu istekler tarayıcınızdan değil, sunucumuzdan gider: platformlar sizi değil, sunucumuzu görür. Bu hizmetlerin her birinin kendi gizlilik politikası vardır. Sayfalarımıza üçüncü taraf betikleri, yazı tipleri veya izleyiciler yerleştirmeyiz.",
  "privacy.s5": "5. Güvenlik",
  "privacy.s5p":
    "Site HTTPS üzerinden sunulur; böylece bağlantılar ve indirmeler cihazınızla bizim aramızda şifrelenir. Sayfalar katı bir içerik güvenlik politikası taşır ve indirme bağlantılarımız yalnızca sizin için bulduğumuz medyayı getirebilir.",
  "privacy.s6": "6. Bu politikadaki değişiklikler",
  "privacy.s6p":
    "Uygulamalarımız değişirse, değişiklik yürürlüğe girmeden önce bu sayfayı güncelleriz. Bu politika en son Kasım 2026'da güncellendi.",

  "platform.howTo": "Üç adımda nasıl indirilir",
  "platform.step2": "Bağlantıyı yukarıdaki kutuya yapıştırın ve İndir'e basın.",
  "platform.step3":
    "Seçenek varsa bir kalite seçin. Birden fazla dosya içeren bir gönderide her dosya kendi İndir düğmesiyle listelenir.",
  "platform.note":
    "Yalnızca herkese açık gönderiler indirilebilir. Yalnızca kişisel kullanım için indirin ve bir çalışmayı paylaşmadan ya da yeniden kullanmadan önce içerik üreticisinden izin isteyin.",
  "platform.tiktok.heading": "TikTok videolarını indir",
  "platform.tiktok.title": "TikTok video ve fotoğraf indirici",
  "platform.tiktok.description":
    "Herkese açık TikTok videolarını MP4 olarak, fotoğraf gönderilerini ise görsel görsel indirin. TikTok bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.tiktok.intro":
    "Herkese açık TikTok videolarını ve bir fotoğraf gönderisinin her görselini birkaç saniyede bağlantısından kaydedin.",
  "platform.tiktok.copy":
    "TikTok uygulamasında videoda Paylaş'a, ardından Bağlantıyı kopyala'ya dokunun. Bilgisayarda adresi tarayıcıdan kopyalayın.",
  "platform.twitter.heading": "X (Twitter) videolarını indir",
  "platform.twitter.title": "X (Twitter) video indirici",
  "platform.twitter.description":
    "X (Twitter) üzerindeki herkese açık gönderilerin videolarını, GIF'lerini ve fotoğraflarını indirin. Gönderi bağlantısını yapıştırın, İndir'e basın ve her dosyayı kaydedin: ücretsiz, girişsiz.",
  "platform.twitter.intro":
    "Eski adıyla Twitter olan X'teki herkese açık gönderilerin videolarını, GIF'lerini ve fotoğraflarını gönderinin bağlantısından kaydedin.",
  "platform.twitter.copy":
    "X'te gönderinin altındaki paylaş simgesine, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.facebook.heading": "Facebook videolarını indir",
  "platform.facebook.title": "Facebook video ve reels indirici",
  "platform.facebook.description":
    "Herkese açık Facebook videolarını ve reels'lerini sunulan en iyi kalitede MP4 olarak indirin. Video bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.facebook.intro":
    "Herkese açık Facebook videolarını ve reels'lerini, Facebook'un sunduğu en iyi kalitede bağlantısından kaydedin.",
  "platform.facebook.copy":
    "Facebook'ta videonun veya reels'in altındaki Paylaş'a, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.threads.heading": "Threads videolarını ve fotoğraflarını indir",
  "platform.threads.title": "Threads video ve fotoğraf indirici",
  "platform.threads.description":
    "Herkese açık Threads gönderilerinin videolarını ve fotoğraflarını, albümler dahil indirin. Gönderi bağlantısını yapıştırın ve neyi kaydedeceğinizi seçin: ücretsiz, girişsiz.",
  "platform.threads.intro":
    "Herkese açık bir Threads gönderisinin her videosunu ve fotoğrafını, albümler dahil, gönderinin bağlantısından kaydedin.",
  "platform.threads.copy":
    "Threads'te gönderinin altındaki paylaş simgesine, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.reddit.heading": "Reddit videolarını indir",
  "platform.reddit.title": "Sesli Reddit video indirici",
  "platform.reddit.description":
    "Herkese açık Reddit videolarını sesiyle birlikte MP4 olarak, galerilerin görsellerini de indirin. Gönderi bağlantısını yapıştırıp İndir'e basın: ücretsiz, girişsiz.",
  "platform.reddit.intro":
    "Herkese açık Reddit videolarını sesiyle birlikte ve bir galerinin her görselini gönderinin bağlantısından kaydedin.",
  "platform.reddit.copy":
    "Reddit'te gönderinin altındaki Paylaş'a, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.pinterest.heading": "Pinterest videolarını ve görsellerini indir",
  "platform.pinterest.title": "Pinterest video ve görsel indirici",
  "platform.pinterest.description":
    "Herkese açık bir Pinterest pininin videosunu veya görselini orijinal kalitede indirin. Pin bağlantısını ya da pin.it kısa bağlantısını yapıştırın: ücretsiz, girişsiz.",
  "platform.pinterest.intro":
    "Herkese açık her pinin videosunu veya görselini orijinal kalitede pinin bağlantısından kaydedin.",
  "platform.pinterest.copy":
    "Pinterest'te pini açın, Paylaş'a, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.bsky.heading": "Bluesky videolarını ve görsellerini indir",
  "platform.bsky.title": "Bluesky video ve görsel indirici",
  "platform.bsky.description":
    "Herkese açık Bluesky gönderilerinin videolarını ve görsellerini indirin. Gönderi bağlantısını yapıştırın ve neyi kaydedeceğinizi seçin: ücretsiz, uygulamasız, girişsiz.",
  "platform.bsky.intro":
    "Herkese açık Bluesky gönderilerinin videolarını ve görsellerini gönderinin bağlantısından kaydedin.",
  "platform.bsky.copy":
    "Bluesky'da gönderinin altındaki paylaş simgesine, ardından Gönderinin bağlantısını kopyala'ya dokunun.",
  "platform.streamable.heading": "Streamable videolarını indir",
  "platform.streamable.title": "Streamable video indirici",
  "platform.streamable.description":
    "Herkese açık Streamable videolarını sunulan en iyi kalitede MP4 olarak indirin. Video bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.streamable.intro":
    "Herkese açık Streamable videolarını, Streamable'ın sunduğu en iyi kalitede, bağlantısından MP4 dosyası olarak kaydedin.",
  "platform.streamable.copy":
    "Streamable'da videoyu açın ve adresi tarayıcıdan ya da Paylaş düğmesinin verdiği bağlantıyı kopyalayın.",
  "platform.twitch.heading": "Twitch kliplerini indir",
  "platform.twitch.title": "Twitch klip indirici",
  "platform.twitch.description":
    "Twitch kliplerini 1080p'ye kadar MP4 olarak indirin. Klip bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.twitch.intro":
    "Herkese açık her Twitch klibini, 1080p'ye kadar en iyi kalitede, bağlantısından MP4 dosyası olarak kaydedin.",
  "platform.twitch.copy": "Twitch'te klibi açın, Paylaş'a, ardından Bağlantıyı kopyala'ya basın.",
  "platform.snapchat.heading": "Snapchat videolarını indir",
  "platform.snapchat.title": "Snapchat Spotlight ve hikâye indirici",
  "platform.snapchat.description":
    "Snapchat Spotlight videolarını ve herkese açık hikâyelerin snap'lerini indirin. Spotlight veya profil bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.snapchat.intro":
    "Snapchat Spotlight videolarını ve herkese açık bir profilin hikâyesindeki fotoğraf ve videoları bağlantısından kaydedin.",
  "platform.snapchat.copy":
    "Snapchat'te Spotlight videosunda veya herkese açık profilde Paylaş'a, ardından Bağlantıyı kopyala'ya dokunun.",
  "platform.loom.heading": "Loom videolarını indir",
  "platform.loom.title": "Loom video indirici",
  "platform.loom.description":
    "Bağlantıya sahip herkesle paylaşılan Loom videolarını MP4 olarak indirin. Paylaşım bağlantısını yapıştırıp İndir'e basın: ücretsiz, uygulamasız, girişsiz.",
  "platform.loom.intro":
    "Bağlantıya sahip herkesle paylaşılan Loom kayıtlarını, paylaşım bağlantısından MP4 dosyası olarak kaydedin.",
  "platform.loom.copy":
    "Loom'da videoyu açıp Bağlantıyı kopyala'ya basın ya da paylaşım sayfasının adresini kopyalayın.",
  ...platformPages("tr"),
});
