import { BATCH_WORDS } from "./batch-words.js";
import { BRAND_NAMES } from "./brand-names.js";
import type { Catalog } from "./en.js";
import { platformPages, withPlatformLists } from "./platforms/index.js";

/** Português (Brasil). */
export const pt: Catalog = withPlatformLists("pt", {
  "common.siteName": "Baixador de Reels do Instagram",
  "common.tagline": "Baixe reels, stories, fotos e vídeos do Instagram na hora",
  "common.siteNameOf": "Baixador de {platform}",
  "common.taglineOf": "Baixe do {platform} em segundos, grátis e sem conta",
  ...BRAND_NAMES,
  "common.nav.label": "Principal",
  "common.nav.home": "Início",
  "common.nav.stories": "Stories",
  "common.nav.photos": "Fotos",
  "common.nav.hashtags": "Hashtags",
  "common.nav.audio": "Áudio",
  "common.nav.blogs": "Blog",
  "common.footer.label": "Rodapé",
  "common.footer.about": "Sobre nós",
  "common.footer.terms": "Termos e condições",
  "common.footer.privacy": "Política de privacidade",
  "common.footer.api": "API",
  "common.footer.sites": "Sites compatíveis",
  "common.footer.madeWith": "Feito com {heart} para a comunidade do Instagram",
  "common.footer.madeWithFor": "Feito com {heart} para a comunidade do {platform}",
  "common.footer.love": "amor",
  "common.footer.rights": "© {year} {site}. Todos os direitos reservados.",
  "common.language.label": "Idioma",
  "common.language.suggest": "Esta página também está disponível em português.",
  "common.language.switch": "Ver em português",
  "common.language.dismiss": "Fechar",
  "common.error.title": "Erro inesperado no aplicativo!",
  "common.error.notFound": "{status}: página não encontrada",
  "common.error.other": "Erro {status}",
  "common.error.unknown": "Erro desconhecido",
  "common.error.home": "Ir para a página inicial",

  "seo.reel.heading": "Baixar reels do Instagram",
  "seo.reel.title": "Baixador de Reels do Instagram: baixe reels do Instagram em HD",
  "seo.reel.description":
    "Baixe reels públicos do Instagram em MP4 em segundos. Cole o link do reel e toque em Baixar: grátis, sem app, sem login e em qualquer aparelho.",
  "seo.story.heading": "Baixar stories do Instagram",
  "seo.story.title": "Baixador de stories do Instagram | Baixador de Reels do Instagram",
  "seo.story.description":
    "Salve stories públicos do Instagram antes que sumam. Cole o link do story e baixe o vídeo ou a foto, grátis e sem conta.",
  "seo.post.heading": "Baixar publicações do Instagram",
  "seo.post.title": "Baixador de fotos e carrosséis do Instagram | Baixador de Reels do Instagram",
  "seo.post.description":
    "Baixe cada foto e vídeo de uma publicação ou carrossel público do Instagram em qualidade original. Cole o link e escolha o que salvar.",
  "seo.hashtag.heading": "Baixar hashtags do Instagram",
  "seo.hashtag.title": "Baixador de hashtags do Instagram | Baixador de Reels do Instagram",
  "seo.hashtag.description":
    "Explore e baixe conteúdo público do Instagram compartilhado com uma hashtag. Grátis, sem login e em qualquer navegador.",
  "seo.audio.heading": "Baixar áudio do Instagram",
  "seo.audio.title":
    "Baixador de áudio do Instagram: som de reel em MP3 | Baixador de Reels do Instagram",
  "seo.audio.description":
    "Extraia o áudio de um reel público do Instagram como um arquivo MP3 de verdade. Cole o link do reel e baixe o som, grátis.",
  "seo.about.title": "Sobre nós | Baixador de Reels do Instagram",
  "seo.about.description":
    "O que o Baixador de Reels do Instagram faz: salva reels, stories, fotos e áudios públicos em quatro passos simples, grátis e sem conta.",
  "seo.terms.title": "Termos e condições | Baixador de Reels do Instagram",
  "seo.terms.description":
    "Os termos de uso do Baixador de Reels do Instagram: uso pessoal de conteúdo público, suas responsabilidades, nossos limites e como estes termos mudam.",
  "seo.privacy.title": "Política de privacidade | Baixador de Reels do Instagram",
  "seo.privacy.description":
    "Como o Baixador de Reels do Instagram trata seus dados: sem cookies, sem rastreamento, sem registros de links ou endereços IP, e downloads transmitidos sem ser armazenados.",
  "seo.blogs.title": "Posts do blog | {site}",
  "seo.blogs.titlePage": "Posts do blog, página {page} | {site}",
  "seo.blogs.description":
    "Guias, dicas e novidades sobre como salvar reels, stories, fotos e áudios do Instagram.",
  "seo.blogs.name": "Blog do {site}",
  "seo.manifest.name": "Baixador de Reels do Instagram",
  "seo.manifest.shortName": "Baixador de Reels",
  "seo.manifest.description":
    "Baixe reels, stories, fotos e áudios públicos do Instagram, vídeos do YouTube e publicações do {{otherPlatforms}}, colando ou compartilhando um link.",

  "intro.reel": "Salve qualquer reel público do Instagram como vídeo MP4 em poucos segundos.",
  "intro.story":
    "Cole o link de um story do Instagram para salvá-lo antes que ele suma. O conteúdo precisa ser público: stories de contas privadas não podem ser baixados.",
  "intro.post":
    "Cole o link de uma publicação ou carrossel público para ver todas as fotos e vídeos dele e baixar os que quiser em qualidade original.",
  "intro.hashtag":
    "Explore o conteúdo público compartilhado com uma hashtag do Instagram (em breve).",
  "intro.audio": "Cole o link de um reel público para salvar o som dele como arquivo MP3.",

  "form.label": "Link de rede social ou de vídeo",
  "form.placeholder": "Cole um link do TikTok ou Instagram",
  "form.download": "Baixar",
  "form.processing": "Processando...",
  "form.paste": "Colar",
  "form.clipboardEmpty": "A área de transferência está vazia. Copie um link primeiro.",
  "form.clipboardDenied":
    "Seu navegador não permitiu ler a área de transferência. Cole o link diretamente no campo.",
  "form.urlRequired": "Digite uma URL",
  "form.urlInvalid": "Digite uma URL válida",
  "form.progress": "Progresso do download",
  "form.failureStory": "Não foi possível baixar o story. Tente novamente.",
  "form.failureMedia": "Não foi possível baixar a mídia. Tente novamente.",
  "form.failureFrom": "Não foi possível baixar do {platform}. Tente novamente.",
  "form.itemsFound": "{count, plural, one {# item encontrado} other {# itens encontrados}}",
  ...BATCH_WORDS.pt,
  "form.downloadAll": "Baixar tudo",
  "form.downloadAllDetail":
    "{count, plural, one {# item em um arquivo ZIP} other {# itens em um arquivo ZIP}}",
  "form.media": "Mídia {number, number}",
  "form.preview": "Prévia de {label}",
  "form.video": "Vídeo",
  "form.chooseQuality": "Escolha uma qualidade",
  "form.downloadQuality": "Baixar {quality}",
  "form.aboutSize": "cerca de {size}",
  "form.codec.aac": "M4A, original",
  "form.codec.opus": "Opus, original",
  "reason.invalid_url": "Digite uma URL válida",
  "reason.invalid_request": "A solicitação não foi entendida.",
  "reason.unsupported_link":
    "Este link não é compatível. Cole o link de uma publicação ou de um vídeo público do {{anyPlatform}}.",
  "reason.not_found": "Esta publicação não foi encontrada. Ela pode ter sido apagada.",
  "reason.private": "Esta publicação é privada.",
  "reason.login_required":
    "Este conteúdo exige uma conta conectada, e este site não consegue buscá-lo agora.",
  "reason.rate_limited":
    "A plataforma está limitando as solicitações agora. Tente novamente em alguns minutos.",
  "reason.rate_limited_wait":
    "A plataforma está limitando as solicitações agora. Tente novamente daqui a {wait}.",
  "reason.too_many": "Solicitações demais. Aguarde {wait} e tente novamente.",
  "reason.server_busy": "Solicitações demais. Aguarde {wait} e tente novamente.",
  "reason.wait_seconds": "{count, plural, one {# segundo} other {# segundos}}",
  "reason.wait_minutes": "{count, plural, one {# minuto} other {# minutos}}",
  "reason.upstream_failed":
    "O serviço de download não respondeu corretamente. Tente novamente mais tarde.",
  "reason.timeout": "O serviço de download demorou demais para responder. Tente novamente.",
  "reason.audio_unavailable": "Downloads de áudio não estão disponíveis neste servidor agora.",
  "reason.unreachable": "Não conseguimos acessar o {platform} agora. Tente novamente mais tarde.",
  "reason.members_only": "Este vídeo está disponível apenas para membros do canal.",
  "reason.age_restricted":
    "Este vídeo tem restrição de idade, e o YouTube só o mostra para quem está conectado.",
  "reason.geo_blocked": "Este vídeo não está disponível no país onde este servidor fica.",
  "reason.live_stream": "Transmissões ao vivo podem ser baixadas depois que terminarem.",
  "reason.upcoming": "Este vídeo ainda não foi publicado. Tente novamente depois da estreia.",
  "reason.removed": "Este vídeo foi removido ou não existe.",
  "reason.stories_unavailable": "No momento não é possível baixar stories neste site.",
  "reason.account_not_found": "Esta conta não foi encontrada.",
  "reason.story_gone": "Este story não está mais disponível.",
  "reason.no_sound": "Esta publicação não tem som para baixar.",
  "reason.video_private": "Este vídeo é privado.",
  "reason.video_unavailable": "Este vídeo não está disponível.",
  "reason.no_public_story": "Esta conta não tem nenhum story público no momento.",
  "reason.snap_gone": "Este snap não está mais no story.",
  "reason.no_media": "Esta publicação não tem foto nem vídeo para baixar.",
  "reason.still_processing":
    "Este vídeo ainda está sendo enviado ou processado. Tente novamente em breve.",
  "reason.workspace_only":
    "Este vídeo do Loom exige uma senha ou um membro conectado do espaço de trabalho dele.",
  "reason.stream_only":
    "O Loom oferece este vídeo só como uma transmissão em partes, que este servidor não baixa.",
  "reason.drm_protected":
    "Este vídeo é protegido contra cópia (DRM), por isso não pode ser baixado aqui.",
  "reason.outside_network":
    "Este vídeo está guardado em um servidor fora da rede do próprio Bluesky, de onde não baixamos.",
  "reason.clip_signed_in": "A Twitch mostra este clipe só para quem está conectado.",
  "reason.clip_gone": "Este clipe não existe ou foi apagado.",
  "reason.cannot_prepare": "Não é possível preparar este vídeo neste servidor agora.",
  "reason.file_gone": "O arquivo não está mais disponível. Busque-o novamente.",
  "reason.field_missing": 'A solicitação não tem o campo "{field}".',
  "reason.field_invalid": 'O campo "{field}" da solicitação não é válido.',
  "reason.kind_invalid":
    'O campo "kind" é reel, story, post ou audio, ou fica de fora para seguir o link.',
  "reason.expired": "Este link de download expirou. Busque o link novamente.",
  "reason.download_failed": "Não foi possível buscar o arquivo. Busque o link novamente.",
  "reason.network": "Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.",
  "reason.preview_only":
    "O SoundCloud oferece só uma prévia de 30 segundos desta faixa sem assinatura Go+.",

  "blog.heading": "Posts do blog",
  "blog.loading": "Carregando posts...",
  "blog.empty": "Nenhum post encontrado",
  "blog.firstPage": "Ir para a primeira página",
  "blog.pages": "Páginas do blog",
  "blog.previousPage": "Página anterior",
  "blog.nextPage": "Próxima página",
  "blog.page": "Página {page}",
  "blog.loadFailed": "Não foi possível carregar os posts. Tente atualizar a página.",
  "blog.by": "Por {author}",
  "blog.readTime": "{minutes, number} min de leitura",
  "blog.newTab": "(abre em uma nova aba)",
  "blog.back": "Voltar ao blog",
  "blog.loadingPost": "Carregando post",
  "blog.tags": "Tags",
  "blog.morePosts": "Mais posts",
  "blog.previousPost": "Post anterior",
  "blog.nextPost": "Próximo post",
  "blog.related": "Posts relacionados",
  "blog.notFound": "Post não encontrado",
  "blog.postLoadFailed": "Não foi possível carregar o post. Tente atualizar a página.",
  "blog.return": "Voltar ao blog",

  "home.p1":
    "Só reels públicos são aceitos. Se um reel pertence a uma conta privada, o Instagram não deixa ninguém de fora dessa conta vê-lo, e nós também não conseguimos baixá-lo.",
  "home.p2":
    "Copie a URL do reel no app ou no site do Instagram (toque no botão de compartilhar e depois em Copiar link), cole na caixa acima e toque em Baixar. O vídeo é salvo direto no seu aparelho.",
  "home.p3":
    "Funciona em qualquer aparelho com navegador: celulares iPhone e Android, tablets e computadores com Windows, Mac e Linux. Adicione o site à tela inicial para compartilhar links direto com ele.",
  "home.p4":
    "Não é preciso instalar plugins, extensões nem apps, e você não precisa de conta. Nada do que você baixa fica guardado nos nossos servidores.",
  "home.p5":
    "Respeite os direitos autorais: baixe reels só para uso pessoal e peça permissão ao criador antes de compartilhar ou reutilizar o trabalho dele.",

  "about.title": "Sobre nós",
  "about.intro":
    "O Baixador de Reels do Instagram é uma ferramenta web gratuita para salvar conteúdo público do Instagram no seu celular, tablet ou computador. Funciona em qualquer navegador moderno, não precisa de app, plugin nem conta, e não guarda nada do que você baixa.",
  "about.features": "Recursos",
  "about.feature.reels": "Reels",
  "about.feature.reelsText":
    "Salve reels públicos do Instagram como vídeos MP4 na melhor qualidade que o Instagram oferece.",
  "about.feature.stories": "Stories",
  "about.feature.storiesText":
    "Guarde stories públicos, que somem depois de 24 horas, antes que desapareçam.",
  "about.feature.photos": "Fotos",
  "about.feature.photosText":
    "Baixe cada foto e vídeo de uma publicação ou carrossel em qualidade original.",
  "about.feature.hashtags": "Hashtags",
  "about.feature.hashtagsText": "Explore o conteúdo compartilhado com uma hashtag (em breve).",
  "about.feature.audio": "Áudio",
  "about.feature.audioText": "Extraia o som de um reel como um arquivo MP3 de verdade.",
  "about.how": "Como funciona",
  "about.step": "Passo {number}: {name}",
  "about.step1": "Copie a URL",
  "about.step1Text": "Abra o reel, story ou publicação no Instagram e copie o link.",
  "about.step2": "Cole",
  "about.step2Text": "Cole o link na caixa da página correspondente deste site.",
  "about.step3": "Clique em baixar",
  "about.step3Text": "Toque no botão Baixar e aguarde um instante enquanto buscamos o arquivo.",
  "about.step4": "Salve",
  "about.step4Text": "Seu navegador salva o arquivo no seu aparelho, pronto para ver offline.",
  "about.note": "Atenção",
  "about.noteText":
    "Só é possível baixar conteúdo de perfis públicos; contas privadas continuam privadas. Este serviço é apenas para uso pessoal: respeite os direitos de quem criou o conteúdo e peça permissão antes de compartilhá-lo ou reutilizá-lo.",

  "terms.title": "Termos e condições",
  "terms.updated": "Última atualização: novembro de 2026.",
  "terms.s1": "1. Aceitação dos termos",
  "terms.s1p":
    "Ao usar o Baixador de Reels do Instagram, você concorda com estes termos. Se não concordar, não use o serviço.",
  "terms.s2": "2. Descrição do serviço",
  "terms.s2p":
    "O serviço permite salvar conteúdo disponível publicamente colando um link: reels, stories, fotos, carrosséis e o áudio dos reels do Instagram, vídeos do YouTube, e os vídeos e fotos de publicações públicas do {{otherPlatforms}}. É gratuito, não exige conta e não é afiliado, endossado nem patrocinado por nenhuma dessas plataformas nem pelas empresas que as administram.",
  "terms.s3": "3. Responsabilidades do usuário",
  "terms.s3a": "Baixe apenas conteúdo que você tem o direito de salvar, e para uso pessoal.",
  "terms.s3b":
    "Respeite os direitos autorais e os direitos dos criadores: peça permissão antes de compartilhar, publicar ou reutilizar qualquer coisa que você baixar.",
  "terms.s3c": "Não use o serviço para assediar ninguém, nem para sobrecarregá-lo ou atacá-lo.",
  "terms.s4": "4. Limitações",
  "terms.s4p":
    'O serviço é oferecido "no estado em que se encontra", sem garantia. Só é possível buscar conteúdo público, e isso depende das plataformas, que podem mudar ou bloquear o acesso a qualquer momento. Não nos responsabilizamos por perdas decorrentes do uso do serviço ou do conteúdo que você baixar. As solicitações podem ser limitadas para manter o serviço disponível para todos.',
  "terms.s5": "5. Privacidade e dados",
  "terms.s5p":
    "Não armazenamos conteúdo baixado nem dados pessoais dos visitantes, e não guardamos registros dos links que você cola. Nossa {link} explica exatamente o que acontece com um link.",
  "terms.s6": "6. Alterações nestes termos",
  "terms.s6p":
    "Podemos atualizar estes termos conforme o serviço muda. A data no topo indica quando eles mudaram pela última vez; continuar usando o serviço depois de uma mudança significa que você aceita os novos termos.",

  "privacy.title": "Política de privacidade",
  "privacy.intro":
    "Resumindo: não usamos cookies nem rastreamento, não guardamos registro dos links que você cola nem do seu endereço IP, e não armazenamos nenhum dos arquivos que você baixa.",
  "privacy.s1": "1. Informações que coletamos",
  "privacy.s1p1":
    "Os visitantes das páginas de download e do blog não têm conta, e não definimos cookies nem rodamos scripts de análise ou publicidade. Nossos servidores não guardam registros dos links que você cola nem dos endereços IP dos visitantes. Para proteger o serviço contra abusos, contamos as solicitações de cada visitante por alguns minutos, identificadas por um hash irreversível com sal do endereço IP, nunca pelo próprio endereço; esses contadores expiram sozinhos.",
  "privacy.s1p2":
    "Só os administradores do site, que escrevem o blog, têm contas: para eles guardamos um endereço de e-mail, uma senha com hash seguro e as sessões ativas.",
  "privacy.s1p3":
    "A sessão de um administrador é guardada como um token aleatório, a conta a que pertence, quando começou, quando foi renovada pela última vez e quando expira (sete dias depois de começar, prorrogada enquanto o administrador continua usando). Não guardamos o endereço IP nem o navegador (user agent) de uma sessão.",
  "privacy.s2": "2. Como suas URLs são usadas",
  "privacy.s2p1":
    "O link que você cola é enviado ao nosso servidor apenas para encontrar a mídia para a qual ele aponta. Nosso servidor pede esse conteúdo público à plataforma a que o link pertence ({{anyPlatform}}), ou a um serviço de download com o qual trabalhamos, e devolve links de download. O link não é armazenado, registrado nem compartilhado para nenhuma outra finalidade.",
  "privacy.s2p2":
    "Para que uma publicação popular não seja buscada de novo para cada visitante, nosso servidor lembra por até cinco minutos os endereços da mídia que a plataforma forneceu para aquela publicação ou vídeo (identificados pela publicação ou pelo vídeo, nunca pelo link que você colou nem por nada sobre você), e nunca por mais tempo do que a plataforma deixa esses endereços funcionarem.",
  "privacy.s3": "3. Armazenamento de dados",
  "privacy.s3p":
    "Os arquivos nunca são armazenados nos nossos servidores. Um download passa pelo nosso servidor como um fluxo, direto da plataforma para o seu navegador, para chegar com um nome de arquivo adequado. O link de download que fornecemos é selado (criptografado e assinado) e expira pouco tempo depois. Quando o áudio é pedido, o som é convertido para MP3 enquanto é transmitido, na memória, e descartado assim que é enviado.",
  "privacy.s4": "4. Serviços de terceiros",
  "privacy.s4p":
    "Para buscar a mídia, nosso servidor contata a plataforma do link que você cola ({{anyPlatform}}) e, dependendo de como este site está configurado, um serviço de download de terceiros. Essas solicitações saem do nosso servidor, não do seu navegador: as plataformas veem o nosso servidor, não você. Cada um desses serviços tem sua própria política de privacidade. Não incorporamos scripts, fontes nem rastreadores de terceiros nas nossas páginas.",
  "privacy.s5": "5. Segurança",
  "privacy.s5p":
    "O site é servido por HTTPS, então links e downloads trafegam criptografados entre o seu aparelho e nós. As páginas têm uma política de segurança de conteúdo rigorosa, e nossos links de download só conseguem buscar a mídia que encontramos para você.",
  "privacy.s6": "6. Alterações nesta política",
  "privacy.s6p":
    "Se nossas práticas mudarem, atualizaremos esta página antes que a mudança entre em vigor. Esta política foi atualizada pela última vez em novembro de 2026.",

  "platform.howTo": "Como baixar em três passos",
  "platform.step2": "Cole o link na caixa acima e toque em Baixar.",
  "platform.step3":
    "Escolha uma qualidade quando houver opções. Se a publicação tiver vários arquivos, cada um aparece com o seu próprio botão Baixar.",
  "platform.note":
    "Só é possível baixar publicações públicas. Baixe para uso pessoal e peça permissão ao criador antes de compartilhar ou reutilizar o trabalho dele.",
  "platform.tiktok.heading": "Baixar vídeos do TikTok",
  "platform.tiktok.title": "Baixador de vídeos e fotos do TikTok",
  "platform.tiktok.description":
    "Baixe vídeos públicos do TikTok em MP4 e publicações de fotos imagem por imagem. Cole o link do TikTok e toque em Baixar: grátis, sem app e sem login.",
  "platform.tiktok.intro":
    "Salve vídeos públicos do TikTok, e cada imagem de uma publicação de fotos, a partir do link em poucos segundos.",
  "platform.tiktok.copy":
    "No app do TikTok, toque em Compartilhar no vídeo e depois em Copiar link. No computador, copie o endereço do navegador.",
  "platform.twitter.heading": "Baixar vídeos do X (Twitter)",
  "platform.twitter.title": "Baixador de vídeos do X (Twitter)",
  "platform.twitter.description":
    "Baixe vídeos, GIFs e fotos de publicações públicas do X (Twitter). Cole o link da publicação, toque em Baixar e salve cada arquivo: grátis e sem login.",
  "platform.twitter.intro":
    "Salve os vídeos, GIFs e fotos de publicações públicas do X, antigo Twitter, a partir do link da publicação.",
  "platform.twitter.copy":
    "No X, toque no ícone de compartilhar abaixo da publicação e depois em Copiar link.",
  "platform.facebook.heading": "Baixar vídeos do Facebook",
  "platform.facebook.title": "Baixador de vídeos e reels do Facebook",
  "platform.facebook.description":
    "Baixe vídeos e reels públicos do Facebook em MP4 na melhor qualidade disponível. Cole o link do vídeo e toque em Baixar: grátis, sem app e sem login.",
  "platform.facebook.intro":
    "Salve vídeos e reels públicos do Facebook a partir do link, na melhor qualidade que o Facebook oferece.",
  "platform.facebook.copy":
    "No Facebook, toque em Compartilhar abaixo do vídeo ou do reel e depois em Copiar link.",
  "platform.threads.heading": "Baixar vídeos e fotos do Threads",
  "platform.threads.title": "Baixador de vídeos e fotos do Threads",
  "platform.threads.description":
    "Baixe os vídeos e fotos de publicações públicas do Threads, carrosséis incluídos. Cole o link e escolha o que salvar: grátis e sem login.",
  "platform.threads.intro":
    "Salve cada vídeo e foto de uma publicação pública do Threads, carrosséis incluídos, a partir do link da publicação.",
  "platform.threads.copy":
    "No Threads, toque no ícone de compartilhar abaixo da publicação e depois em Copiar link.",
  "platform.reddit.heading": "Baixar vídeos do Reddit",
  "platform.reddit.title": "Baixador de vídeos do Reddit com som",
  "platform.reddit.description":
    "Baixe vídeos públicos do Reddit com som em MP4, e as imagens das galerias. Cole o link da publicação e toque em Baixar: grátis e sem login.",
  "platform.reddit.intro":
    "Salve vídeos públicos do Reddit com o som, e cada imagem de uma galeria, a partir do link da publicação.",
  "platform.reddit.copy":
    "No Reddit, toque em Compartilhar abaixo da publicação e depois em Copiar link.",
  "platform.pinterest.heading": "Baixar vídeos e imagens do Pinterest",
  "platform.pinterest.title": "Baixador de vídeos e imagens do Pinterest",
  "platform.pinterest.description":
    "Baixe o vídeo ou a imagem de um pin público do Pinterest na qualidade original. Cole o link do pin ou um link curto pin.it: grátis e sem login.",
  "platform.pinterest.intro":
    "Salve o vídeo ou a imagem de qualquer pin público, na qualidade original, a partir do link do pin.",
  "platform.pinterest.copy":
    "No Pinterest, abra o pin, toque em Compartilhar e depois em Copiar link.",
  "platform.bsky.heading": "Baixar vídeos e imagens do Bluesky",
  "platform.bsky.title": "Baixador de vídeos e imagens do Bluesky",
  "platform.bsky.description":
    "Baixe os vídeos e as imagens de publicações públicas do Bluesky. Cole o link da publicação e escolha o que salvar: grátis, sem app e sem login.",
  "platform.bsky.intro":
    "Salve os vídeos e as imagens de publicações públicas do Bluesky a partir do link da publicação.",
  "platform.bsky.copy":
    "No Bluesky, toque no ícone de compartilhar abaixo da publicação e depois em Copiar link da publicação.",
  "platform.streamable.heading": "Baixar vídeos do Streamable",
  "platform.streamable.title": "Baixador de vídeos do Streamable",
  "platform.streamable.description":
    "Baixe vídeos públicos do Streamable em MP4 na melhor qualidade disponível. Cole o link do vídeo e toque em Baixar: grátis, sem app e sem login.",
  "platform.streamable.intro":
    "Salve vídeos públicos do Streamable como arquivos MP4 a partir do link, na melhor qualidade que o Streamable oferece.",
  "platform.streamable.copy":
    "No Streamable, abra o vídeo e copie o endereço do navegador, ou o link que o botão Compartilhar dá.",
  "platform.twitch.heading": "Baixar clipes da Twitch",
  "platform.twitch.title": "Baixador de clipes da Twitch",
  "platform.twitch.description":
    "Baixe clipes da Twitch em MP4 em até 1080p. Cole o link do clipe e toque em Baixar: grátis, sem app e sem login.",
  "platform.twitch.intro":
    "Salve qualquer clipe público da Twitch como arquivo MP4 a partir do link, na melhor qualidade até 1080p.",
  "platform.twitch.copy": "Na Twitch, abra o clipe, toque em Compartilhar e depois em Copiar link.",
  "platform.snapchat.heading": "Baixar vídeos do Snapchat",
  "platform.snapchat.title": "Baixador de Spotlight e stories do Snapchat",
  "platform.snapchat.description":
    "Baixe vídeos do Spotlight do Snapchat e os snaps de stories públicos. Cole o link do Spotlight ou do perfil e toque em Baixar: grátis, sem app e sem login.",
  "platform.snapchat.intro":
    "Salve vídeos do Spotlight do Snapchat, e as fotos e vídeos do story de um perfil público, a partir do link.",
  "platform.snapchat.copy":
    "No Snapchat, toque em Compartilhar no vídeo do Spotlight ou no perfil público e depois em Copiar link.",
  "platform.loom.heading": "Baixar vídeos do Loom",
  "platform.loom.title": "Baixador de vídeos do Loom",
  "platform.loom.description":
    "Baixe em MP4 vídeos do Loom compartilhados com qualquer pessoa que tenha o link. Cole o link de compartilhamento e toque em Baixar: grátis, sem app e sem login.",
  "platform.loom.intro":
    "Salve como arquivos MP4 as gravações do Loom compartilhadas com qualquer pessoa que tenha o link, a partir do link de compartilhamento.",
  "platform.loom.copy":
    "No Loom, abra o vídeo e toque em Copiar link, ou copie o endereço da página de compartilhamento.",
  ...platformPages("pt"),
});
