import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Español. */
export const es: Catalog = withPlatformLists("es", {
  "common.siteName": "Descargador de Reels de Instagram",
  "common.tagline": "Descarga al instante reels, historias, fotos y vídeos de Instagram",
  "common.siteNameOf": "Descargador de {platform}",
  "common.taglineOf": "Descarga de {platform} en segundos, gratis y sin cuenta",
  ...BRAND_NAMES,
  "common.nav.label": "Principal",
  "common.nav.home": "Inicio",
  "common.nav.stories": "Historias",
  "common.nav.photos": "Fotos",
  "common.nav.hashtags": "Hashtags",
  "common.nav.audio": "Audio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Pie de página",
  "common.footer.about": "Quiénes somos",
  "common.footer.terms": "Términos y condiciones",
  "common.footer.privacy": "Política de privacidad",
  "common.footer.api": "API",
  "common.footer.sites": "Sitios compatibles",
  "common.footer.madeWith": "Hecho con {heart} para la comunidad de Instagram",
  "common.footer.madeWithFor": "Hecho con {heart} para la comunidad de {platform}",
  "common.footer.love": "amor",
  "common.footer.rights": "© {year} {site}. Todos los derechos reservados.",
  "common.language.label": "Idioma",
  "common.language.suggest": "Esta página también está disponible en español.",
  "common.language.switch": "Ver en español",
  "common.language.dismiss": "Cerrar",
  "common.error.title": "¡Error inesperado de la aplicación!",
  "common.error.notFound": "{status}: página no encontrada",
  "common.error.other": "Error {status}",
  "common.error.unknown": "Error desconocido",
  "common.error.home": "Ir a la página de inicio",

  "seo.reel.heading": "Descargar reels de Instagram",
  "seo.reel.title": "Descargador de Reels de Instagram: descarga reels de Instagram en HD",
  "seo.reel.description":
    "Descarga reels públicos de Instagram en MP4 en segundos. Pega el enlace del reel y pulsa Descargar: gratis, sin app, sin iniciar sesión y en cualquier dispositivo.",
  "seo.story.heading": "Descargar historias de Instagram",
  "seo.story.title": "Descargador de historias de Instagram | Descargador de Reels de Instagram",
  "seo.story.description":
    "Guarda historias públicas de Instagram antes de que desaparezcan. Pega el enlace de la historia y descarga el vídeo o la foto, gratis y sin cuenta.",
  "seo.post.heading": "Descargar publicaciones de Instagram",
  "seo.post.title":
    "Descargador de fotos y carruseles de Instagram | Descargador de Reels de Instagram",
  "seo.post.description":
    "Descarga cada foto y vídeo de una publicación o carrusel público de Instagram en calidad original. Pega el enlace y elige qué guardar.",
  "seo.hashtag.heading": "Descargar hashtags de Instagram",
  "seo.hashtag.title": "Descargador de hashtags de Instagram | Descargador de Reels de Instagram",
  "seo.hashtag.description":
    "Explora y descarga contenido público de Instagram compartido con un hashtag. Gratis, sin iniciar sesión y en cualquier navegador.",
  "seo.audio.heading": "Descargar audio de Instagram",
  "seo.audio.title":
    "Descargador de audio de Instagram: el sonido de un reel en MP3 | Descargador de Reels de Instagram",
  "seo.audio.description":
    "Extrae el audio de un reel público de Instagram como un archivo MP3 real. Pega el enlace del reel y descarga el sonido gratis.",
  "seo.about.title": "Quiénes somos | Descargador de Reels de Instagram",
  "seo.about.description":
    "Qué hace Descargador de Reels de Instagram: guarda reels, historias, fotos y audio públicos en cuatro sencillos pasos, gratis y sin cuenta.",
  "seo.terms.title": "Términos y condiciones | Descargador de Reels de Instagram",
  "seo.terms.description":
    "Las condiciones de uso de Descargador de Reels de Instagram: uso personal de contenido público, tus responsabilidades, nuestros límites y cómo cambian estas condiciones.",
  "seo.privacy.title": "Política de privacidad | Descargador de Reels de Instagram",
  "seo.privacy.description":
    "Cómo trata tus datos Descargador de Reels de Instagram: sin cookies, sin rastreo, sin registros de enlaces ni de direcciones IP, y descargas transmitidas sin almacenarse.",
  "seo.blogs.title": "Artículos del blog | {site}",
  "seo.blogs.titlePage": "Artículos del blog, página {page} | {site}",
  "seo.blogs.description":
    "Guías, consejos y novedades para guardar reels, historias, fotos y audio de Instagram.",
  "seo.blogs.name": "Blog de {site}",
  "seo.manifest.name": "Descargador de Reels de Instagram",
  "seo.manifest.shortName": "Descargador de Reels",
  "seo.manifest.description":
    "Descarga reels, historias, fotos y audio públicos de Instagram, vídeos de YouTube y publicaciones de {{otherPlatforms}}, pegando o compartiendo un enlace.",

  "intro.reel": "Guarda cualquier reel público de Instagram como vídeo MP4 en pocos segundos.",
  "intro.story":
    "Pega el enlace de una historia de Instagram para guardarla antes de que desaparezca. El contenido debe ser público: las historias de cuentas privadas no se pueden descargar.",
  "intro.post":
    "Pega el enlace de una publicación o carrusel público para ver todas sus fotos y vídeos y descargar los que quieras en calidad original.",
  "intro.hashtag":
    "Explora el contenido público compartido con un hashtag de Instagram (próximamente).",
  "intro.audio": "Pega el enlace de un reel público para guardar su sonido como archivo MP3.",

  "form.label": "Enlace de red social o de vídeo",
  "form.placeholder": "Pega un enlace de Instagram o TikTok",
  "form.download": "Descargar",
  "form.processing": "Procesando...",
  "form.paste": "Pegar",
  "form.clipboardEmpty": "El portapapeles está vacío. Copia primero un enlace.",
  "form.clipboardDenied":
    "Tu navegador no permitió leer el portapapeles. Pega el enlace directamente en el campo.",
  "form.urlRequired": "Introduce una URL",
  "form.urlInvalid": "Introduce una URL válida",
  "form.progress": "Progreso de la descarga",
  "form.failureStory": "No se pudo descargar la historia. Inténtalo de nuevo.",
  "form.failureMedia": "No se pudo descargar el contenido. Inténtalo de nuevo.",
  "form.failureFrom": "No se pudo descargar de {platform}. Inténtalo de nuevo.",
  "form.itemsFound": "{count, plural, one {# elemento encontrado} other {# elementos encontrados}}",
  ...BATCH_WORDS.es,
  "form.downloadAll": "Descargar todo",
  "form.downloadAllDetail":
    "{count, plural, one {# elemento en un archivo ZIP} other {# elementos en un archivo ZIP}}",
  "form.media": "Archivo {number, number}",
  "form.preview": "Vista previa de {label}",
  "form.video": "Vídeo",
  "form.chooseQuality": "Elige una calidad",
  "form.downloadQuality": "Descargar {quality}",
  "form.aboutSize": "unos {size}",
  "form.codec.aac": "M4A, original",
  "form.codec.opus": "Opus, original",
  "reason.invalid_url": "Introduce una URL válida",
  "reason.invalid_request": "No se entendió la solicitud.",
  "reason.unsupported_link":
    "Este enlace no es compatible. Pega el enlace de una publicación o un vídeo público de {{anyPlatform}}.",
  "reason.not_found": "No se encontró esta publicación. Es posible que se haya eliminado.",
  "reason.private": "Esta publicación es privada.",
  "reason.login_required":
    "Este contenido requiere una cuenta con sesión iniciada y ahora mismo este sitio no puede obtenerlo.",
  "reason.rate_limited":
    "La plataforma está limitando las solicitudes en este momento. Vuelve a intentarlo en unos minutos.",
  "reason.rate_limited_wait":
    "La plataforma está limitando las solicitudes en este momento. Vuelve a intentarlo dentro de {wait}.",
  "reason.too_many": "Demasiadas solicitudes. Espera {wait} y vuelve a intentarlo.",
  "reason.server_busy": "Demasiadas solicitudes. Espera {wait} y vuelve a intentarlo.",
  "reason.wait_seconds": "{count, plural, one {# segundo} other {# segundos}}",
  "reason.wait_minutes": "{count, plural, one {# minuto} other {# minutos}}",
  "reason.upstream_failed":
    "El servicio de descarga no respondió correctamente. Inténtalo de nuevo más tarde.",
  "reason.timeout": "El servicio de descarga tardó demasiado en responder. Inténtalo de nuevo.",
  "reason.audio_unavailable":
    "Las descargas de audio no están disponibles en este servidor ahora mismo.",
  "reason.unreachable":
    "No pudimos conectar con {platform} en este momento. Inténtalo de nuevo más tarde.",
  "reason.members_only": "Este vídeo solo está disponible para los miembros del canal.",
  "reason.age_restricted":
    "Este vídeo tiene restricción de edad y YouTube solo lo muestra a usuarios con sesión iniciada.",
  "reason.geo_blocked":
    "Este vídeo no está disponible en el país donde se encuentra este servidor.",
  "reason.live_stream": "Las emisiones en directo se pueden descargar cuando hayan terminado.",
  "reason.upcoming":
    "Este vídeo aún no se ha publicado. Vuelve a intentarlo cuando se haya estrenado.",
  "reason.removed": "Este vídeo se ha eliminado o no existe.",
  "reason.stories_unavailable": "Ahora mismo no se pueden descargar historias en este sitio.",
  "reason.account_not_found": "No se encontró esta cuenta.",
  "reason.story_gone": "Esta historia ya no está disponible.",
  "reason.no_sound": "Esta publicación no tiene sonido para descargar.",
  "reason.video_private": "Este vídeo es privado.",
  "reason.video_unavailable": "Este vídeo no está disponible.",
  "reason.no_public_story": "Esta cuenta no tiene ahora ninguna historia pública.",
  "reason.snap_gone": "Este snap ya no está en la historia.",
  "reason.no_media": "Esta publicación no tiene ninguna foto ni ningún vídeo para descargar.",
  "reason.still_processing":
    "Este vídeo todavía se está subiendo o procesando. Vuelve a intentarlo pronto.",
  "reason.workspace_only":
    "Este vídeo de Loom necesita una contraseña o un miembro con sesión iniciada de su espacio de trabajo.",
  "reason.stream_only":
    "Loom ofrece este vídeo solo como una emisión por partes, que este servidor no descarga.",
  "reason.drm_protected":
    "Este vídeo está protegido contra copia (DRM), así que no se puede descargar aquí.",
  "reason.outside_network":
    "Este vídeo está guardado en un servidor fuera de la red propia de Bluesky, desde el que no descargamos.",
  "reason.clip_signed_in": "Twitch muestra este clip solo a usuarios con sesión iniciada.",
  "reason.clip_gone": "Este clip no existe o se ha eliminado.",
  "reason.cannot_prepare": "Este vídeo no se puede preparar en este servidor ahora mismo.",
  "reason.file_gone": "El archivo ya no está disponible. Vuelve a buscarlo.",
  "reason.field_missing": 'Falta el campo "{field}" en la solicitud.',
  "reason.field_invalid": 'El campo "{field}" de la solicitud no es válido.',
  "reason.kind_invalid":
    'El campo "kind" es reel, story, post o audio, o se omite para seguir el enlace.',
  "reason.expired": "Este enlace de descarga ha caducado. Vuelve a buscar el enlace.",
  "reason.download_failed": "No se pudo obtener el archivo. Vuelve a buscar el enlace.",
  "reason.network":
    "No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.",
  "reason.preview_only":
    "SoundCloud solo ofrece un avance de 30 segundos de esta canción sin una suscripción a Go+.",

  "blog.heading": "Artículos del blog",
  "blog.loading": "Cargando artículos...",
  "blog.empty": "No se encontraron artículos",
  "blog.firstPage": "Ir a la primera página",
  "blog.pages": "Páginas del blog",
  "blog.previousPage": "Página anterior",
  "blog.nextPage": "Página siguiente",
  "blog.page": "Página {page}",
  "blog.loadFailed": "No se pudieron cargar los artículos. Prueba a recargar la página.",
  "blog.by": "Por {author}",
  "blog.readTime": "{minutes, number} min de lectura",
  "blog.newTab": "(se abre en una pestaña nueva)",
  "blog.back": "Volver al blog",
  "blog.loadingPost": "Cargando artículo",
  "blog.tags": "Etiquetas",
  "blog.morePosts": "Más artículos",
  "blog.previousPost": "Artículo anterior",
  "blog.nextPost": "Artículo siguiente",
  "blog.related": "Artículos relacionados",
  "blog.notFound": "No se encontró el artículo",
  "blog.postLoadFailed": "No se pudo cargar el artículo. Prueba a recargar la página.",
  "blog.return": "Volver al blog",

  "home.p1":
    "Solo se admiten reels públicos. Si un reel pertenece a una cuenta privada, Instagram no deja que nadie ajeno a esa cuenta lo vea, y nosotros tampoco podemos descargarlo.",
  "home.p2":
    "Copia la URL del reel desde la app o la web de Instagram (toca el botón de compartir y luego Copiar enlace), pégala en el cuadro de arriba y pulsa Descargar. El vídeo se guarda directamente en tu dispositivo.",
  "home.p3":
    "Funciona en cualquier dispositivo con navegador: móviles iPhone y Android, tabletas y ordenadores con Windows, Mac y Linux. Añade el sitio a tu pantalla de inicio para compartirle enlaces directamente.",
  "home.p4":
    "No necesitas complementos, extensiones ni aplicaciones, ni tampoco una cuenta. Nada de lo que descargas se guarda en nuestros servidores.",
  "home.p5":
    "Respeta los derechos de autor: descarga reels solo para tu uso personal y pide permiso al creador antes de compartir o reutilizar su trabajo.",

  "about.title": "Quiénes somos",
  "about.intro":
    "Descargador de Reels de Instagram es una herramienta web gratuita para guardar contenido público de Instagram en tu móvil, tableta u ordenador. Funciona en cualquier navegador moderno, no necesita app, complementos ni cuenta, y no conserva nada de lo que descargas.",
  "about.features": "Funciones",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Guarda reels públicos de Instagram como vídeos MP4 con la mejor calidad que ofrece Instagram.",
  "about.feature.stories": "Historias",
  "about.feature.storiesText":
    "Conserva las historias públicas, que desaparecen a las 24 horas, antes de que se borren.",
  "about.feature.photos": "Fotos",
  "about.feature.photosText":
    "Descarga cada foto y vídeo de una publicación o carrusel en calidad original.",
  "about.feature.hashtags": "Hashtags",
  "about.feature.hashtagsText": "Explora el contenido compartido con un hashtag (próximamente).",
  "about.feature.audio": "Audio",
  "about.feature.audioText": "Extrae el sonido de un reel como un archivo MP3 real.",
  "about.how": "Cómo funciona",
  "about.step": "Paso {number}: {name}",
  "about.step1": "Copia la URL",
  "about.step1Text": "Abre el reel, la historia o la publicación en Instagram y copia su enlace.",
  "about.step2": "Pégala",
  "about.step2Text": "Pega el enlace en el cuadro de la página correspondiente de este sitio.",
  "about.step3": "Haz clic en descargar",
  "about.step3Text": "Pulsa el botón Descargar y espera un momento mientras obtenemos el archivo.",
  "about.step4": "Guárdalo",
  "about.step4Text":
    "Tu navegador guarda el archivo en tu dispositivo, listo para verlo sin conexión.",
  "about.note": "Ten en cuenta",
  "about.noteText":
    "Solo se puede descargar contenido de perfiles públicos; las cuentas privadas siguen siendo privadas. Este servicio es solo para uso personal: respeta los derechos de quienes crearon el contenido y pídeles permiso antes de compartirlo o reutilizarlo.",

  "terms.title": "Términos y condiciones",
  "terms.updated": "Última actualización: noviembre de 2026.",
  "terms.s1": "1. Aceptación de las condiciones",
  "terms.s1p":
    "Al usar Descargador de Reels de Instagram aceptas estas condiciones. Si no estás de acuerdo, no uses el servicio.",
  "terms.s2": "2. Descripción del servicio",
  "terms.s2p":
    "El servicio te permite guardar contenido disponible públicamente pegando un enlace: reels, historias, fotos, carruseles y el audio de los reels de Instagram, vídeos de YouTube, y los vídeos y fotos de publicaciones públicas de {{otherPlatforms}}. Es gratuito, no requiere cuenta y no está afiliado, respaldado ni patrocinado por ninguna de estas plataformas ni por las empresas que las gestionan.",
  "terms.s3": "3. Responsabilidades del usuario",
  "terms.s3a": "Descarga solo contenido que tengas derecho a guardar y para uso personal.",
  "terms.s3b":
    "Respeta los derechos de autor y los derechos de los creadores: pide permiso antes de compartir, publicar o reutilizar cualquier cosa que descargues.",
  "terms.s3c": "No uses el servicio para acosar a nadie ni para sobrecargarlo o atacarlo.",
  "terms.s4": "4. Limitaciones",
  "terms.s4p":
    "El servicio se ofrece «tal cual», sin garantía. Solo se puede obtener contenido público, y depende de las plataformas, que pueden cambiar o bloquear el acceso en cualquier momento. No somos responsables de ninguna pérdida derivada de su uso ni del contenido que descargues. Las solicitudes pueden limitarse para que el servicio siga disponible para todos.",
  "terms.s5": "5. Privacidad y datos",
  "terms.s5p":
    "No almacenamos contenido descargado ni datos personales de los visitantes, y no guardamos registros de los enlaces que pegas. Nuestra {link} explica exactamente qué ocurre con un enlace.",
  "terms.s6": "6. Cambios en estas condiciones",
  "terms.s6p":
    "Podemos actualizar estas condiciones a medida que cambie el servicio. La fecha de arriba indica cuándo cambiaron por última vez; seguir usando el servicio después de un cambio significa que aceptas las nuevas condiciones.",

  "privacy.title": "Política de privacidad",
  "privacy.intro":
    "En resumen: no usamos cookies ni rastreo, no guardamos ningún registro de los enlaces que pegas ni de tu dirección IP, y no almacenamos ninguno de los archivos que descargas.",
  "privacy.s1": "1. Información que recopilamos",
  "privacy.s1p1":
    "Los visitantes de las páginas de descarga y del blog no tienen cuenta, y no instalamos cookies ni ejecutamos scripts de analítica o publicidad. Nuestros servidores no guardan registros de los enlaces que pegas ni de las direcciones IP de los visitantes. Para proteger el servicio de abusos contamos las solicitudes de cada visitante durante unos minutos, identificadas por un hash unidireccional con sal de la dirección IP, nunca por la dirección en sí; estos contadores caducan solos.",
  "privacy.s1p2":
    "Solo los administradores del sitio, que escriben el blog, tienen cuenta: de ellos guardamos una dirección de correo electrónico, una contraseña cifrada de forma segura y sus sesiones activas.",
  "privacy.s1p3":
    "La sesión de un administrador se guarda como un token aleatorio, la cuenta a la que pertenece, cuándo empezó, cuándo se renovó por última vez y cuándo caduca (siete días después de empezar, prorrogable mientras el administrador la siga usando). No guardamos la dirección IP ni el navegador (agente de usuario) de una sesión.",
  "privacy.s2": "2. Cómo se usan tus URL",
  "privacy.s2p1":
    "El enlace que pegas se envía a nuestro servidor únicamente para encontrar el contenido al que apunta. Nuestro servidor pide ese contenido público a la plataforma a la que pertenece el enlace ({{anyPlatform}}), o a un servicio de descarga con el que trabajamos, y devuelve enlaces de descarga. El enlace no se almacena, no se registra ni se comparte con ningún otro fin.",
  "privacy.s2p2":
    "Para no volver a pedir una publicación popular por cada visitante, nuestro servidor recuerda durante un máximo de cinco minutos las direcciones del contenido que la plataforma dio para esa publicación o vídeo (identificadas por la publicación o el vídeo, nunca por el enlace que pegaste ni por nada sobre ti), y nunca más tiempo del que la plataforma permite que funcionen esas direcciones.",
  "privacy.s3": "3. Almacenamiento de datos",
  "privacy.s3p":
    "Los archivos nunca se almacenan en nuestros servidores. Una descarga pasa por nuestro servidor como un flujo, directamente de la plataforma a tu navegador, para que llegue con un nombre de archivo adecuado. El enlace de descarga que te damos está sellado (cifrado y firmado) y caduca al poco tiempo. Cuando se pide audio, el sonido se convierte a MP3 mientras se transmite, en memoria, y se descarta en cuanto se envía.",
  "privacy.s4": "4. Servicios de terceros",
  "privacy.s4p":
    "Para obtener el contenido, nuestro servidor contacta con la plataforma del enlace que pegas ({{anyPlatform}}) y, según cómo esté configurado este sitio, con un servicio de descarga de terceros. Estas solicitudes salen de nuestro servidor, no de tu navegador: las plataformas ven nuestro servidor, no a ti. Cada uno de estos servicios tiene su propia política de privacidad. No incrustamos scripts, fuentes ni rastreadores de terceros en nuestras páginas.",
  "privacy.s5": "5. Seguridad",
  "privacy.s5p":
    "El sitio se sirve por HTTPS, así que los enlaces y las descargas viajan cifrados entre tu dispositivo y nosotros. Las páginas llevan una política de seguridad de contenido estricta, y nuestros enlaces de descarga solo pueden obtener el contenido que encontramos para ti.",
  "privacy.s6": "6. Cambios en esta política",
  "privacy.s6p":
    "Si nuestras prácticas cambian, actualizaremos esta página antes de que el cambio entre en vigor. Esta política se actualizó por última vez en noviembre de 2026.",

  "platform.howTo": "Cómo descargar en tres pasos",
  "platform.step2": "Pega el enlace en el cuadro de arriba y pulsa Descargar.",
  "platform.step3":
    "Elige una calidad cuando haya varias. Si la publicación tiene varios archivos, cada uno aparece con su propio botón Descargar.",
  "platform.note":
    "Solo se pueden descargar publicaciones públicas. Descarga para tu uso personal y pide permiso al creador antes de compartir o reutilizar su trabajo.",
  "platform.tiktok.heading": "Descargar vídeos de TikTok",
  "platform.tiktok.title": "Descargador de vídeos y fotos de TikTok",
  "platform.tiktok.description":
    "Descarga vídeos públicos de TikTok en MP4 y publicaciones de fotos imagen por imagen. Pega el enlace de TikTok y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.tiktok.intro":
    "Guarda vídeos públicos de TikTok, y cada imagen de una publicación de fotos, desde su enlace en pocos segundos.",
  "platform.tiktok.copy":
    "En la app de TikTok, toca Compartir en el vídeo y luego Copiar enlace. En un ordenador, copia la dirección del navegador.",
  "platform.twitter.heading": "Descargar vídeos de X (Twitter)",
  "platform.twitter.title": "Descargador de vídeos de X (Twitter)",
  "platform.twitter.description":
    "Descarga vídeos, GIF y fotos de publicaciones públicas de X (Twitter). Pega el enlace de la publicación, pulsa Descargar y guarda cada archivo: gratis y sin registro.",
  "platform.twitter.intro":
    "Guarda los vídeos, GIF y fotos de publicaciones públicas de X, antes Twitter, desde el enlace de la publicación.",
  "platform.twitter.copy":
    "En X, toca el icono de compartir debajo de la publicación y luego Copiar enlace.",
  "platform.facebook.heading": "Descargar vídeos de Facebook",
  "platform.facebook.title": "Descargador de vídeos y reels de Facebook",
  "platform.facebook.description":
    "Descarga vídeos y reels públicos de Facebook en MP4 con la mejor calidad disponible. Pega el enlace del vídeo y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.facebook.intro":
    "Guarda vídeos y reels públicos de Facebook desde su enlace, con la mejor calidad que ofrece Facebook.",
  "platform.facebook.copy":
    "En Facebook, toca Compartir debajo del vídeo o del reel y luego Copiar enlace.",
  "platform.threads.heading": "Descargar vídeos y fotos de Threads",
  "platform.threads.title": "Descargador de vídeos y fotos de Threads",
  "platform.threads.description":
    "Descarga los vídeos y fotos de publicaciones públicas de Threads, carruseles incluidos. Pega el enlace y elige qué guardar: gratis y sin registro.",
  "platform.threads.intro":
    "Guarda cada vídeo y foto de una publicación pública de Threads, carruseles incluidos, desde el enlace de la publicación.",
  "platform.threads.copy":
    "En Threads, toca el icono de compartir debajo de la publicación y luego Copiar enlace.",
  "platform.reddit.heading": "Descargar vídeos de Reddit",
  "platform.reddit.title": "Descargador de vídeos de Reddit con sonido",
  "platform.reddit.description":
    "Descarga vídeos públicos de Reddit con su sonido en MP4, y las imágenes de las galerías. Pega el enlace de la publicación y pulsa Descargar: gratis y sin registro.",
  "platform.reddit.intro":
    "Guarda vídeos públicos de Reddit con su sonido, y cada imagen de una galería, desde el enlace de la publicación.",
  "platform.reddit.copy":
    "En Reddit, toca Compartir debajo de la publicación y luego Copiar enlace.",
  "platform.pinterest.heading": "Descargar vídeos e imágenes de Pinterest",
  "platform.pinterest.title": "Descargador de vídeos e imágenes de Pinterest",
  "platform.pinterest.description":
    "Descarga el vídeo o la imagen de un pin público de Pinterest en su calidad original. Pega el enlace del pin o un enlace corto pin.it: gratis y sin registro.",
  "platform.pinterest.intro":
    "Guarda el vídeo o la imagen de cualquier pin público, en su calidad original, desde el enlace del pin.",
  "platform.pinterest.copy": "En Pinterest, abre el pin, toca Compartir y luego Copiar enlace.",
  "platform.bsky.heading": "Descargar vídeos e imágenes de Bluesky",
  "platform.bsky.title": "Descargador de vídeos e imágenes de Bluesky",
  "platform.bsky.description":
    "Descarga los vídeos y las imágenes de publicaciones públicas de Bluesky. Pega el enlace de la publicación y elige qué guardar: gratis, sin app y sin registro.",
  "platform.bsky.intro":
    "Guarda los vídeos y las imágenes de publicaciones públicas de Bluesky desde el enlace de la publicación.",
  "platform.bsky.copy":
    "En Bluesky, toca el icono de compartir debajo de la publicación y luego Copiar enlace a la publicación.",
  "platform.streamable.heading": "Descargar vídeos de Streamable",
  "platform.streamable.title": "Descargador de vídeos de Streamable",
  "platform.streamable.description":
    "Descarga vídeos públicos de Streamable en MP4 con la mejor calidad disponible. Pega el enlace del vídeo y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.streamable.intro":
    "Guarda vídeos públicos de Streamable como archivos MP4 desde su enlace, con la mejor calidad que ofrece Streamable.",
  "platform.streamable.copy":
    "En Streamable, abre el vídeo y copia la dirección del navegador, o el enlace que da su botón Compartir.",
  "platform.twitch.heading": "Descargar clips de Twitch",
  "platform.twitch.title": "Descargador de clips de Twitch",
  "platform.twitch.description":
    "Descarga clips de Twitch en MP4 hasta 1080p. Pega el enlace del clip y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.twitch.intro":
    "Guarda cualquier clip público de Twitch como archivo MP4 desde su enlace, con la mejor calidad hasta 1080p.",
  "platform.twitch.copy": "En Twitch, abre el clip, pulsa Compartir y luego Copiar enlace.",
  "platform.snapchat.heading": "Descargar vídeos de Snapchat",
  "platform.snapchat.title": "Descargador de Spotlight e historias de Snapchat",
  "platform.snapchat.description":
    "Descarga vídeos de Spotlight de Snapchat y los snaps de historias públicas. Pega el enlace de Spotlight o del perfil y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.snapchat.intro":
    "Guarda vídeos de Spotlight de Snapchat, y las fotos y vídeos de la historia de un perfil público, desde su enlace.",
  "platform.snapchat.copy":
    "En Snapchat, toca Compartir en el vídeo de Spotlight o en el perfil público y luego Copiar enlace.",
  "platform.loom.heading": "Descargar vídeos de Loom",
  "platform.loom.title": "Descargador de vídeos de Loom",
  "platform.loom.description":
    "Descarga en MP4 vídeos de Loom compartidos con cualquiera que tenga el enlace. Pega el enlace para compartir y pulsa Descargar: gratis, sin app y sin registro.",
  "platform.loom.intro":
    "Guarda como archivos MP4 las grabaciones de Loom compartidas con cualquiera que tenga el enlace, desde su enlace para compartir.",
  "platform.loom.copy":
    "En Loom, abre el vídeo y pulsa Copiar enlace, o copia la dirección de su página para compartir.",
  ...platformPages("es"),
});
