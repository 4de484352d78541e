import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Tiếng Việt. */
export const vi: Catalog = withPlatformLists("vi", {
  "common.siteName": "Trình tải Reels Instagram",
  "common.tagline": "Tải reels, tin, ảnh và video Instagram ngay lập tức",
  "common.siteNameOf": "Trình tải {platform}",
  "common.taglineOf": "Tải từ {platform} trong vài giây, miễn phí và không cần tài khoản",
  ...BRAND_NAMES,
  "common.nav.label": "Menu chính",
  "common.nav.home": "Trang chủ",
  "common.nav.stories": "Tin",
  "common.nav.photos": "Ảnh",
  "common.nav.hashtags": "Hashtag",
  "common.nav.audio": "Âm thanh",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Chân trang",
  "common.footer.about": "Giới thiệu",
  "common.footer.terms": "Điều khoản & Điều kiện",
  "common.footer.privacy": "Chính sách quyền riêng tư",
  "common.footer.api": "API",
  "common.footer.sites": "Các trang được hỗ trợ",
  "common.footer.madeWith": "Được làm bằng {heart} dành cho cộng đồng Instagram",
  "common.footer.madeWithFor": "Được làm bằng {heart} dành cho cộng đồng {platform}",
  "common.footer.love": "tình yêu",
  "common.footer.rights": "© {year} {site}. Bảo lưu mọi quyền.",
  "common.language.label": "Ngôn ngữ",
  "common.language.suggest": "Trang này cũng có bằng tiếng Việt.",
  "common.language.switch": "Xem bằng tiếng Việt",
  "common.language.dismiss": "Đóng",
  "common.error.title": "Đã xảy ra lỗi ứng dụng không mong muốn!",
  "common.error.notFound": "{status}: Không tìm thấy trang",
  "common.error.other": "Lỗi {status}",
  "common.error.unknown": "Lỗi không xác định",
  "common.error.home": "Về trang chủ",

  "seo.reel.heading": "Tải Reels Instagram",
  "seo.reel.title": "Trình tải Reels Instagram: Tải Reels Instagram chất lượng HD",
  "seo.reel.description":
    "Tải reels Instagram công khai dưới dạng MP4 trong vài giây. Dán liên kết reel, nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập, dùng trên mọi thiết bị.",
  "seo.story.heading": "Tải tin Instagram",
  "seo.story.title": "Trình tải tin Instagram | Trình tải Reels Instagram",
  "seo.story.description":
    "Lưu tin Instagram công khai trước khi chúng biến mất. Dán liên kết tin và tải video hoặc ảnh, miễn phí và không cần tài khoản.",
  "seo.post.heading": "Tải bài viết Instagram",
  "seo.post.title": "Trình tải ảnh và bài viết nhiều ảnh Instagram | Trình tải Reels Instagram",
  "seo.post.description":
    "Tải từng ảnh và video của một bài viết hoặc bài nhiều ảnh Instagram công khai với chất lượng gốc. Dán liên kết bài viết và chọn nội dung muốn lưu.",
  "seo.hashtag.heading": "Tải hashtag Instagram",
  "seo.hashtag.title": "Trình tải hashtag Instagram | Trình tải Reels Instagram",
  "seo.hashtag.description":
    "Khám phá và tải nội dung Instagram công khai được chia sẻ với một hashtag. Miễn phí, không cần đăng nhập, dùng trên mọi trình duyệt.",
  "seo.audio.heading": "Tải âm thanh Instagram",
  "seo.audio.title":
    "Trình tải âm thanh Instagram: Âm thanh reel sang MP3 | Trình tải Reels Instagram",
  "seo.audio.description":
    "Tách âm thanh của một reel Instagram công khai thành tệp MP3 thực thụ. Dán liên kết reel và tải âm thanh, miễn phí.",
  "seo.about.title": "Giới thiệu | Trình tải Reels Instagram",
  "seo.about.description":
    "Trình tải Reels Instagram làm gì: lưu reels, tin, ảnh và âm thanh công khai chỉ với bốn bước đơn giản, miễn phí và không cần tài khoản.",
  "seo.terms.title": "Điều khoản & Điều kiện | Trình tải Reels Instagram",
  "seo.terms.description":
    "Điều khoản sử dụng Trình tải Reels Instagram: sử dụng cá nhân nội dung công khai, trách nhiệm của bạn, giới hạn của chúng tôi và cách các điều khoản này thay đổi.",
  "seo.privacy.title": "Chính sách quyền riêng tư | Trình tải Reels Instagram",
  "seo.privacy.description":
    "Cách Trình tải Reels Instagram xử lý dữ liệu của bạn: không cookie, không theo dõi, không ghi nhật ký liên kết hay địa chỉ IP, và tệp tải xuống được truyền đi mà không lưu lại.",
  "seo.blogs.title": "Bài viết blog | {site}",
  "seo.blogs.titlePage": "Bài viết blog, trang {page} | {site}",
  "seo.blogs.description":
    "Hướng dẫn, mẹo và tin tức về cách lưu reels, tin, ảnh và âm thanh Instagram.",
  "seo.blogs.name": "Blog {site}",
  "seo.manifest.name": "Trình tải Reels Instagram",
  "seo.manifest.shortName": "Tải Reels",
  "seo.manifest.description":
    "Tải reels, tin, ảnh và âm thanh Instagram công khai, video YouTube, cùng bài đăng từ {{otherPlatforms}}, bằng cách dán hoặc chia sẻ liên kết.",

  "intro.reel": "Lưu bất kỳ reel Instagram công khai nào thành video MP4 chỉ trong vài giây.",
  "intro.story":
    "Dán liên kết của một tin Instagram để lưu trước khi nó biến mất. Nội dung phải ở chế độ công khai: không thể tải tin của tài khoản riêng tư.",
  "intro.post":
    "Dán liên kết của một bài viết hoặc bài nhiều ảnh công khai để xem mọi ảnh và video trong đó, rồi tải những tệp bạn muốn với chất lượng gốc.",
  "intro.hashtag":
    "Khám phá nội dung công khai được chia sẻ với một hashtag Instagram (sắp ra mắt).",
  "intro.audio": "Dán liên kết của một reel công khai để lưu âm thanh thành tệp MP3.",

  "form.label": "Liên kết mạng xã hội hoặc video",
  "form.placeholder": "Dán liên kết Facebook hoặc TikTok",
  "form.download": "Tải xuống",
  "form.processing": "Đang xử lý...",
  "form.paste": "Dán",
  "form.clipboardEmpty": "Bộ nhớ tạm đang trống. Hãy sao chép một liên kết trước.",
  "form.clipboardDenied":
    "Trình duyệt không cho phép đọc bộ nhớ tạm. Hãy dán liên kết trực tiếp vào ô nhập.",
  "form.urlRequired": "Vui lòng nhập URL",
  "form.urlInvalid": "Vui lòng nhập URL hợp lệ",
  "form.progress": "Tiến trình tải xuống",
  "form.failureStory": "Không tải được tin. Vui lòng thử lại.",
  "form.failureMedia": "Không tải được nội dung. Vui lòng thử lại.",
  "form.failureFrom": "Không tải được từ {platform}. Vui lòng thử lại.",
  "form.itemsFound": "{count, plural, other {Tìm thấy # mục}}",
  ...BATCH_WORDS.vi,
  "form.downloadAll": "Tải tất cả",
  "form.downloadAllDetail": "{count, plural, other {# mục trong một tệp ZIP}}",
  "form.media": "Tệp {number, number}",
  "form.preview": "Xem trước {label}",
  "form.video": "Video",
  "form.chooseQuality": "Chọn chất lượng",
  "form.downloadQuality": "Tải xuống {quality}",
  "form.aboutSize": "khoảng {size}",
  "form.codec.aac": "M4A, bản gốc",
  "form.codec.opus": "Opus, bản gốc",
  "reason.invalid_url": "Vui lòng nhập URL hợp lệ",
  "reason.invalid_request": "Không hiểu được yêu cầu.",
  "reason.unsupported_link":
    "Liên kết này không được hỗ trợ. Hãy dán liên kết đến một bài đăng hoặc video công khai trên {{anyPlatform}}.",
  "reason.not_found": "Không tìm thấy bài viết này. Có thể nó đã bị xóa.",
  "reason.private": "Bài viết này ở chế độ riêng tư.",
  "reason.login_required":
    "Nội dung này cần một tài khoản đã đăng nhập, và hiện trang web không thể lấy được.",
  "reason.rate_limited": "Nền tảng đang giới hạn yêu cầu. Vui lòng thử lại sau vài phút.",
  "reason.rate_limited_wait": "Nền tảng đang giới hạn yêu cầu. Vui lòng thử lại sau {wait}.",
  "reason.too_many": "Quá nhiều yêu cầu. Vui lòng đợi {wait} rồi thử lại.",
  "reason.server_busy": "Quá nhiều yêu cầu. Vui lòng đợi {wait} rồi thử lại.",
  "reason.wait_seconds": "{count, plural, other {# giây}}",
  "reason.wait_minutes": "{count, plural, other {# phút}}",
  "reason.upstream_failed": "Dịch vụ tải xuống không phản hồi đúng. Vui lòng thử lại sau.",
  "reason.timeout": "Dịch vụ tải xuống phản hồi quá lâu. Vui lòng thử lại.",
  "reason.audio_unavailable": "Hiện máy chủ này không hỗ trợ tải âm thanh.",
  "reason.unreachable": "Hiện chúng tôi không kết nối được với {platform}. Vui lòng thử lại sau.",
  "reason.members_only": "Video này chỉ dành cho hội viên của kênh.",
  "reason.age_restricted":
    "Video này bị giới hạn độ tuổi và YouTube chỉ hiển thị cho người xem đã đăng nhập.",
  "reason.geo_blocked": "Video này không khả dụng ở quốc gia đặt máy chủ này.",
  "reason.live_stream": "Có thể tải video phát trực tiếp sau khi buổi phát kết thúc.",
  "reason.upcoming": "Video này chưa được đăng. Hãy thử lại sau khi công chiếu.",
  "reason.removed": "Video này đã bị gỡ hoặc không tồn tại.",
  "reason.stories_unavailable": "Hiện không thể tải tin trên trang này.",
  "reason.account_not_found": "Không tìm thấy tài khoản này.",
  "reason.story_gone": "Tin này không còn nữa.",
  "reason.no_sound": "Bài viết này không có âm thanh để tải.",
  "reason.video_private": "Video này ở chế độ riêng tư.",
  "reason.video_unavailable": "Video này không khả dụng.",
  "reason.no_public_story": "Tài khoản này hiện không có tin công khai nào.",
  "reason.snap_gone": "Snap này không còn trong tin nữa.",
  "reason.no_media": "Bài viết này không có ảnh hay video nào để tải.",
  "reason.still_processing": "Video này vẫn đang được tải lên hoặc xử lý. Hãy thử lại sau ít phút.",
  "reason.workspace_only":
    "Video Loom này cần mật khẩu hoặc một thành viên đã đăng nhập của không gian làm việc.",
  "reason.stream_only":
    "Loom chỉ cung cấp video này dưới dạng luồng chia thành nhiều phần, loại mà máy chủ này không tải.",
  "reason.drm_protected": "Video này được bảo vệ chống sao chép (DRM), nên không thể tải về ở đây.",
  "reason.outside_network":
    "Video này được lưu trên một máy chủ nằm ngoài mạng riêng của Bluesky, nơi chúng tôi không tải về.",
  "reason.clip_signed_in": "Twitch chỉ hiển thị clip này cho người xem đã đăng nhập.",
  "reason.clip_gone": "Clip này không tồn tại hoặc đã bị xóa.",
  "reason.cannot_prepare": "Hiện không thể chuẩn bị video này trên máy chủ này.",
  "reason.file_gone": "Tệp không còn nữa. Vui lòng tìm lại.",
  "reason.field_missing": 'Yêu cầu thiếu trường "{field}".',
  "reason.field_invalid": 'Trường "{field}" trong yêu cầu không hợp lệ.',
  "reason.kind_invalid":
    'Trường "kind" là reel, story, post hoặc audio, hoặc bỏ trống để theo liên kết.',
  "reason.expired": "Liên kết tải xuống này đã hết hạn. Vui lòng tìm lại liên kết.",
  "reason.download_failed": "Không lấy được tệp. Vui lòng tìm lại liên kết.",
  "reason.network": "Không kết nối được máy chủ. Hãy kiểm tra kết nối rồi thử lại.",
  "reason.preview_only": "SoundCloud chỉ cho nghe thử 30 giây của bài này nếu không có gói Go+.",

  "blog.heading": "Bài viết blog",
  "blog.loading": "Đang tải bài viết...",
  "blog.empty": "Không có bài viết nào",
  "blog.firstPage": "Về trang đầu",
  "blog.pages": "Các trang blog",
  "blog.previousPage": "Trang trước",
  "blog.nextPage": "Trang sau",
  "blog.page": "Trang {page}",
  "blog.loadFailed": "Không tải được bài viết blog. Hãy thử tải lại trang.",
  "blog.by": "Tác giả: {author}",
  "blog.readTime": "{minutes, number} phút đọc",
  "blog.newTab": "(mở trong thẻ mới)",
  "blog.back": "Quay lại blog",
  "blog.loadingPost": "Đang tải bài viết",
  "blog.tags": "Thẻ",
  "blog.morePosts": "Bài viết khác",
  "blog.previousPost": "Bài trước",
  "blog.nextPost": "Bài sau",
  "blog.related": "Bài viết liên quan",
  "blog.notFound": "Không tìm thấy bài viết",
  "blog.postLoadFailed": "Không tải được bài viết. Hãy thử tải lại trang.",
  "blog.return": "Quay về blog",

  "home.p1":
    "Chỉ hỗ trợ reels công khai. Nếu reel thuộc về một tài khoản riêng tư, Instagram không cho ai ngoài tài khoản đó xem, và chúng tôi cũng không thể tải về.",
  "home.p2":
    "Sao chép URL của reel từ ứng dụng hoặc trang web Instagram (nhấn nút chia sẻ rồi chọn Sao chép liên kết), dán vào ô phía trên và nhấn Tải xuống. Video được lưu thẳng vào thiết bị của bạn.",
  "home.p3":
    "Hoạt động trên mọi thiết bị có trình duyệt: điện thoại iPhone và Android, máy tính bảng, máy tính Windows, Mac và Linux. Thêm trang vào màn hình chính để chia sẻ liên kết tới đây trực tiếp.",
  "home.p4":
    "Không cần plugin, tiện ích mở rộng hay ứng dụng, cũng không cần tài khoản. Không có gì bạn tải xuống được lưu trên máy chủ của chúng tôi.",
  "home.p5":
    "Hãy tôn trọng bản quyền: chỉ tải reels để sử dụng cá nhân và xin phép người sáng tạo trước khi chia sẻ hoặc sử dụng lại tác phẩm của họ.",

  "about.title": "Giới thiệu",
  "about.intro":
    "Trình tải Reels Instagram là công cụ web miễn phí để lưu nội dung Instagram công khai vào điện thoại, máy tính bảng hoặc máy tính của bạn. Công cụ chạy trên mọi trình duyệt hiện đại, không cần ứng dụng, plugin hay tài khoản, và không giữ lại bất cứ thứ gì bạn tải xuống.",
  "about.features": "Tính năng",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Lưu reels Instagram công khai thành video MP4 với chất lượng tốt nhất mà Instagram cung cấp.",
  "about.feature.stories": "Tin",
  "about.feature.storiesText":
    "Giữ lại tin công khai, vốn biến mất sau 24 giờ, trước khi chúng mất đi.",
  "about.feature.photos": "Ảnh",
  "about.feature.photosText":
    "Tải từng ảnh và video của một bài viết hoặc bài nhiều ảnh với chất lượng gốc.",
  "about.feature.hashtags": "Hashtag",
  "about.feature.hashtagsText": "Khám phá nội dung được chia sẻ với một hashtag (sắp ra mắt).",
  "about.feature.audio": "Âm thanh",
  "about.feature.audioText": "Tách âm thanh của reel thành tệp MP3 thực thụ.",
  "about.how": "Cách hoạt động",
  "about.step": "Bước {number}: {name}",
  "about.step1": "Sao chép URL",
  "about.step1Text": "Mở reel, tin hoặc bài viết trên Instagram và sao chép liên kết.",
  "about.step2": "Dán vào",
  "about.step2Text": "Dán liên kết vào ô trên trang tương ứng của trang web này.",
  "about.step3": "Nhấn tải xuống",
  "about.step3Text": "Nhấn nút Tải xuống và chờ một chút trong khi chúng tôi lấy tệp.",
  "about.step4": "Lưu lại",
  "about.step4Text": "Trình duyệt lưu tệp vào thiết bị của bạn, sẵn sàng để xem ngoại tuyến.",
  "about.note": "Xin lưu ý",
  "about.noteText":
    "Chỉ có thể tải nội dung từ trang cá nhân công khai; tài khoản riêng tư vẫn được giữ riêng tư. Dịch vụ này chỉ dành cho mục đích cá nhân: hãy tôn trọng quyền của những người tạo ra nội dung và xin phép họ trước khi chia sẻ hoặc sử dụng lại.",

  "terms.title": "Điều khoản & Điều kiện",
  "terms.updated": "Cập nhật lần cuối: tháng 11 năm 2026.",
  "terms.s1": "1. Chấp nhận điều khoản",
  "terms.s1p":
    "Khi sử dụng Trình tải Reels Instagram, bạn đồng ý với các điều khoản này. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.",
  "terms.s2": "2. Mô tả dịch vụ",
  "terms.s2p":
    "Dịch vụ cho phép bạn lưu nội dung công khai bằng cách dán một liên kết: reels, tin, ảnh, bài nhiều ảnh và âm thanh của reels từ Instagram, video từ YouTube, cùng video và ảnh của các bài đăng công khai trên {{otherPlatforms}}. Dịch vụ miễn phí, không cần tài khoản, và không liên kết, không được chứng thực hay tài trợ bởi bất kỳ nền tảng nào trong số này hay các công ty vận hành chúng.",
  "terms.s3": "3. Trách nhiệm của người dùng",
  "terms.s3a": "Chỉ tải nội dung mà bạn có quyền lưu, và chỉ để sử dụng cá nhân.",
  "terms.s3b":
    "Tôn trọng bản quyền và quyền của người sáng tạo: xin phép trước khi chia sẻ, đăng tải hoặc sử dụng lại bất cứ thứ gì bạn tải xuống.",
  "terms.s3c":
    "Không sử dụng dịch vụ để quấy rối bất kỳ ai, hay để làm quá tải hoặc tấn công dịch vụ.",
  "terms.s4": "4. Giới hạn",
  "terms.s4p":
    'Dịch vụ được cung cấp "nguyên trạng", không kèm bảo đảm. Chỉ có thể lấy nội dung công khai, và việc này phụ thuộc vào các nền tảng, vốn có thể thay đổi hoặc chặn quyền truy cập bất cứ lúc nào. Chúng tôi không chịu trách nhiệm về bất kỳ tổn thất nào phát sinh từ việc sử dụng dịch vụ hoặc từ nội dung bạn tải xuống. Yêu cầu có thể bị giới hạn để dịch vụ luôn sẵn sàng cho mọi người.',
  "terms.s5": "5. Quyền riêng tư và dữ liệu",
  "terms.s5p":
    "Chúng tôi không lưu nội dung đã tải xuống hay dữ liệu cá nhân của khách truy cập, và không ghi nhật ký các liên kết bạn dán. {link} của chúng tôi giải thích chính xác điều gì xảy ra với một liên kết.",
  "terms.s6": "6. Thay đổi điều khoản",
  "terms.s6p":
    "Chúng tôi có thể cập nhật các điều khoản này khi dịch vụ thay đổi. Ngày ở đầu trang cho biết lần thay đổi gần nhất; tiếp tục sử dụng dịch vụ sau khi có thay đổi nghĩa là bạn chấp nhận các điều khoản mới.",

  "privacy.title": "Chính sách quyền riêng tư",
  "privacy.intro":
    "Tóm tắt: chúng tôi không dùng cookie và không theo dõi, không lưu lại các liên kết bạn dán hay địa chỉ IP của bạn, và không lưu bất kỳ tệp nào bạn tải xuống.",
  "privacy.s1": "1. Thông tin chúng tôi thu thập",
  "privacy.s1p1":
    "Khách truy cập các trang tải xuống và blog không có tài khoản, và chúng tôi không đặt cookie hay chạy tập lệnh phân tích hoặc quảng cáo nào. Máy chủ của chúng tôi không ghi nhật ký các liên kết bạn dán hay địa chỉ IP của khách truy cập. Để bảo vệ dịch vụ khỏi lạm dụng, chúng tôi đếm số yêu cầu của mỗi khách trong vài phút, theo một giá trị băm một chiều có muối của địa chỉ IP, không bao giờ theo chính địa chỉ đó; các bộ đếm này tự hết hạn.",
  "privacy.s1p2":
    "Chỉ quản trị viên của trang, những người viết blog, mới có tài khoản: với họ, chúng tôi lưu địa chỉ email, mật khẩu được băm an toàn và các phiên đang hoạt động.",
  "privacy.s1p3":
    "Phiên của quản trị viên được lưu dưới dạng một mã ngẫu nhiên, cùng tài khoản sở hữu, thời điểm bắt đầu, lần gia hạn gần nhất và thời điểm hết hạn (bảy ngày sau khi bắt đầu, được gia hạn khi quản trị viên tiếp tục sử dụng). Chúng tôi không lưu địa chỉ IP hay trình duyệt (user agent) của một phiên.",
  "privacy.s2": "2. Cách sử dụng URL của bạn",
  "privacy.s2p1":
    "Liên kết bạn dán chỉ được gửi tới máy chủ của chúng tôi để tìm nội dung mà nó trỏ tới. Máy chủ của chúng tôi yêu cầu nội dung công khai đó từ nền tảng của liên kết ({{anyPlatform}}), hoặc từ một dịch vụ tải xuống mà chúng tôi hợp tác, và trả về các liên kết tải xuống. Liên kết không được lưu, ghi nhật ký hay chia sẻ cho bất kỳ mục đích nào khác.",
  "privacy.s2p2":
    "Để một bài viết phổ biến không phải lấy lại cho mỗi khách truy cập, máy chủ của chúng tôi ghi nhớ tối đa năm phút các địa chỉ nội dung mà nền tảng cung cấp cho bài viết hoặc video đó (theo bài viết hoặc video, không bao giờ theo liên kết bạn đã dán hay bất cứ điều gì về bạn), và không bao giờ lâu hơn thời gian nền tảng cho phép các địa chỉ đó hoạt động.",
  "privacy.s3": "3. Lưu trữ dữ liệu",
  "privacy.s3p":
    "Tệp không bao giờ được lưu trên máy chủ của chúng tôi. Một lượt tải xuống đi qua máy chủ của chúng tôi dưới dạng luồng dữ liệu, thẳng từ nền tảng đến trình duyệt của bạn, để tới nơi với tên tệp phù hợp. Liên kết tải xuống chúng tôi cung cấp được niêm phong (mã hóa và ký) và hết hạn sau một thời gian ngắn. Khi yêu cầu âm thanh, âm thanh được chuyển sang MP3 ngay trong lúc truyền, trong bộ nhớ, và bị loại bỏ ngay khi gửi xong.",
  "privacy.s4": "4. Dịch vụ bên thứ ba",
  "privacy.s4p":
    "Để lấy nội dung, máy chủ của chúng tôi liên hệ với nền tảng của liên kết bạn dán ({{anyPlatform}}) và, tùy theo cấu hình của trang này, một dịch vụ tải xuống bên thứ ba. Các yêu cầu này xuất phát từ máy chủ của chúng tôi, không phải trình duyệt của bạn: các nền tảng thấy máy chủ của chúng tôi, không thấy bạn. Mỗi dịch vụ này có chính sách quyền riêng tư riêng. Chúng tôi không nhúng tập lệnh, phông chữ hay công cụ theo dõi của bên thứ ba vào các trang của mình.",
  "privacy.s5": "5. Bảo mật",
  "privacy.s5p":
    "Trang được phục vụ qua HTTPS, nên liên kết và tệp tải xuống được mã hóa giữa thiết bị của bạn và chúng tôi. Các trang áp dụng chính sách bảo mật nội dung nghiêm ngặt, và liên kết tải xuống của chúng tôi chỉ có thể lấy nội dung mà chúng tôi tìm thấy cho bạn.",
  "privacy.s6": "6. Thay đổi chính sách",
  "privacy.s6p":
    "Nếu cách làm của chúng tôi thay đổi, chúng tôi sẽ cập nhật trang này trước khi thay đổi có hiệu lực. Chính sách này được cập nhật lần cuối vào tháng 11 năm 2026.",

  "platform.howTo": "Cách tải xuống trong ba bước",
  "platform.step2": "Dán liên kết vào ô phía trên và nhấn Tải xuống.",
  "platform.step3":
    "Chọn chất lượng khi có nhiều lựa chọn. Bài viết có nhiều tệp sẽ liệt kê từng tệp kèm nút Tải xuống riêng.",
  "platform.note":
    "Chỉ có thể tải xuống bài viết công khai. Hãy tải xuống để dùng cá nhân, và xin phép người tạo trước khi chia sẻ hoặc dùng lại tác phẩm của họ.",
  "platform.tiktok.heading": "Tải video TikTok",
  "platform.tiktok.title": "Trình tải video và ảnh TikTok",
  "platform.tiktok.description":
    "Tải video TikTok công khai dưới dạng MP4 và từng ảnh của bài đăng ảnh. Dán liên kết TikTok và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.tiktok.intro":
    "Lưu video TikTok công khai, và từng ảnh của bài đăng ảnh, từ liên kết của chúng chỉ trong vài giây.",
  "platform.tiktok.copy":
    "Trong ứng dụng TikTok, nhấn Chia sẻ trên video, rồi Sao chép liên kết. Trên máy tính, sao chép địa chỉ từ trình duyệt.",
  "platform.twitter.heading": "Tải video X (Twitter)",
  "platform.twitter.title": "Trình tải video X (Twitter)",
  "platform.twitter.description":
    "Tải video, GIF và ảnh từ các bài đăng công khai trên X (Twitter). Dán liên kết bài đăng, nhấn Tải xuống và lưu từng tệp: miễn phí, không cần đăng nhập.",
  "platform.twitter.intro":
    "Lưu video, GIF và ảnh của các bài đăng công khai trên X, trước đây là Twitter, từ liên kết của bài đăng.",
  "platform.twitter.copy":
    "Trên X, nhấn biểu tượng chia sẻ bên dưới bài đăng, rồi Sao chép liên kết.",
  "platform.facebook.heading": "Tải video Facebook",
  "platform.facebook.title": "Trình tải video và reels Facebook",
  "platform.facebook.description":
    "Tải video và reels Facebook công khai dưới dạng MP4 với chất lượng tốt nhất hiện có. Dán liên kết video và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.facebook.intro":
    "Lưu video và reels Facebook công khai từ liên kết của chúng, với chất lượng tốt nhất mà Facebook cung cấp.",
  "platform.facebook.copy":
    "Trên Facebook, nhấn Chia sẻ bên dưới video hoặc reels, rồi Sao chép liên kết.",
  "platform.threads.heading": "Tải video và ảnh Threads",
  "platform.threads.title": "Trình tải video và ảnh Threads",
  "platform.threads.description":
    "Tải video và ảnh từ các bài đăng Threads công khai, kể cả bài nhiều ảnh. Dán liên kết bài đăng và chọn nội dung muốn lưu: miễn phí, không cần đăng nhập.",
  "platform.threads.intro":
    "Lưu từng video và ảnh của một bài đăng Threads công khai, kể cả bài nhiều ảnh, từ liên kết của bài đăng.",
  "platform.threads.copy":
    "Trong Threads, nhấn biểu tượng chia sẻ bên dưới bài đăng, rồi Sao chép liên kết.",
  "platform.reddit.heading": "Tải video Reddit",
  "platform.reddit.title": "Trình tải video Reddit có âm thanh",
  "platform.reddit.description":
    "Tải video Reddit công khai kèm âm thanh dưới dạng MP4, cùng ảnh trong các thư viện ảnh. Dán liên kết bài đăng và nhấn Tải xuống: miễn phí, không cần đăng nhập.",
  "platform.reddit.intro":
    "Lưu video Reddit công khai kèm âm thanh, và từng ảnh của thư viện ảnh, từ liên kết của bài đăng.",
  "platform.reddit.copy": "Trên Reddit, nhấn Chia sẻ bên dưới bài đăng, rồi Sao chép liên kết.",
  "platform.pinterest.heading": "Tải video và ảnh Pinterest",
  "platform.pinterest.title": "Trình tải video và ảnh Pinterest",
  "platform.pinterest.description":
    "Tải video hoặc ảnh của một ghim Pinterest công khai với chất lượng gốc. Dán liên kết ghim hoặc liên kết rút gọn pin.it: miễn phí, không cần đăng nhập.",
  "platform.pinterest.intro":
    "Lưu video hoặc ảnh của bất kỳ ghim công khai nào, với chất lượng gốc, từ liên kết của ghim.",
  "platform.pinterest.copy": "Trên Pinterest, mở ghim, nhấn Chia sẻ, rồi Sao chép liên kết.",
  "platform.bsky.heading": "Tải video và ảnh Bluesky",
  "platform.bsky.title": "Trình tải video và ảnh Bluesky",
  "platform.bsky.description":
    "Tải video và ảnh từ các bài đăng Bluesky công khai. Dán liên kết bài đăng và chọn nội dung muốn lưu: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.bsky.intro":
    "Lưu video và ảnh của các bài đăng Bluesky công khai từ liên kết của bài đăng.",
  "platform.bsky.copy":
    "Trong Bluesky, nhấn biểu tượng chia sẻ bên dưới bài đăng, rồi Sao chép liên kết đến bài đăng.",
  "platform.streamable.heading": "Tải video Streamable",
  "platform.streamable.title": "Trình tải video Streamable",
  "platform.streamable.description":
    "Tải video Streamable công khai dưới dạng MP4 với chất lượng tốt nhất hiện có. Dán liên kết video và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.streamable.intro":
    "Lưu video Streamable công khai thành tệp MP4 từ liên kết của chúng, với chất lượng tốt nhất mà Streamable cung cấp.",
  "platform.streamable.copy":
    "Trên Streamable, mở video rồi sao chép địa chỉ từ trình duyệt, hoặc liên kết mà nút Chia sẻ đưa ra.",
  "platform.twitch.heading": "Tải clip Twitch",
  "platform.twitch.title": "Trình tải clip Twitch",
  "platform.twitch.description":
    "Tải clip Twitch dưới dạng MP4 với chất lượng tới 1080p. Dán liên kết clip và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.twitch.intro":
    "Lưu mọi clip Twitch công khai thành tệp MP4 từ liên kết của nó, với chất lượng tốt nhất tới 1080p.",
  "platform.twitch.copy": "Trên Twitch, mở clip, nhấn Chia sẻ, rồi Sao chép liên kết.",
  "platform.snapchat.heading": "Tải video Snapchat",
  "platform.snapchat.title": "Trình tải Spotlight và tin Snapchat",
  "platform.snapchat.description":
    "Tải video Spotlight của Snapchat và các snap của tin công khai. Dán liên kết Spotlight hoặc hồ sơ và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.snapchat.intro":
    "Lưu video Spotlight của Snapchat, cùng ảnh và video trong tin của một hồ sơ công khai, từ liên kết của chúng.",
  "platform.snapchat.copy":
    "Trong Snapchat, nhấn Chia sẻ trên video Spotlight hoặc hồ sơ công khai, rồi Sao chép liên kết.",
  "platform.loom.heading": "Tải video Loom",
  "platform.loom.title": "Trình tải video Loom",
  "platform.loom.description":
    "Tải video Loom được chia sẻ với bất kỳ ai có liên kết dưới dạng MP4. Dán liên kết chia sẻ và nhấn Tải xuống: miễn phí, không cần ứng dụng, không cần đăng nhập.",
  "platform.loom.intro":
    "Lưu các bản ghi Loom được chia sẻ với bất kỳ ai có liên kết thành tệp MP4, từ liên kết chia sẻ của chúng.",
  "platform.loom.copy":
    "Trong Loom, mở video và nhấn Sao chép liên kết, hoặc sao chép địa chỉ trang chia sẻ của nó.",
  ...platformPages("vi"),
});
