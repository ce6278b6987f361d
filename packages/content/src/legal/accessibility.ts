import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';

/** The accessibility statement (a page for it comes later): WCAG 2.2 AA, how we test, limits. */
export const accessibilityStatement: LongText = {
  id: 'toegankelijkheid',
  title: {
    nl: 'Toegankelijkheidsverklaring',
    en: 'Accessibility statement',
    tr: 'Erişilebilirlik beyanı',
  },
  intro: {
    nl: 'Iedereen moet onze website kunnen gebruiken: ook met een beperking, op een oude telefoon of met hulpmiddelen zoals een schermlezer. Hier leest u wat we daarvoor doen, wat nog niet goed werkt en hoe u een probleem kunt melden.',
    en: 'Everyone should be able to use our website, including people with a disability, people on an older phone and people who use assistive technology such as a screen reader. This statement explains what we do to make that possible, what does not work well yet, and how to report a problem.',
    tr: 'Web sitemizi herkes kullanabilmelidir: engelli kişiler, eski bir telefon kullananlar veya ekran okuyucu gibi yardımcı teknolojilerden yararlananlar da. Burada bunun için neler yaptığımızı, henüz neyin iyi çalışmadığını ve bir sorunu nasıl bildirebileceğinizi okuyabilirsiniz.',
  },
  lastUpdated: yearFacts.textsUpdated.accessibility,
  sections: [
    {
      id: 'standard',
      title: { nl: 'Onze norm', en: 'Our standard', tr: 'Standardımız' },
      paragraphs: [
        {
          nl: 'We willen dat deze website voldoet aan de Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA. Dat is de internationale norm voor toegankelijke websites, die ook de Nederlandse overheid hanteert.',
          en: 'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. This is the international standard for accessible websites, also used by the Dutch government.',
          tr: 'Bu web sitesinin Web İçeriği Erişilebilirlik Yönergeleri’nin (WCAG) 2.2 sürümünün AA seviyesini karşılamasını hedefliyoruz. Bu, Hollanda hükümetinin de kullandığı, erişilebilir web siteleri için uluslararası standarttır.',
        },
      ],
    },
    {
      id: 'what-we-do',
      title: { nl: 'Wat we doen', en: 'What we do', tr: 'Neler yapıyoruz?' },
      paragraphs: [
        {
          nl: 'Toegankelijkheid is bij ons geen controle achteraf, maar onderdeel van het bouwen. Zo werkt de website:',
          en: 'For us, accessibility is not something we check at the end but part of how we build. This is how the website works:',
          tr: 'Bizim için erişilebilirlik sonradan yapılan bir kontrol değil, geliştirme sürecinin bir parçasıdır. Web sitesi şöyle çalışır:',
        },
      ],
      bullets: [
        {
          nl: 'Alles is te bedienen met alleen het toetsenbord, met een duidelijk zichtbare focus',
          en: 'Everything can be operated with the keyboard alone, with a clearly visible focus',
          tr: 'Her şey yalnızca klavyeyle, açıkça görünen bir odakla kullanılabilir',
        },
        {
          nl: 'Teksten en knoppen hebben genoeg kleurcontrast, en de website werkt ook in de modus voor hoog contrast',
          en: 'Text and buttons have enough colour contrast, and the website also works in high-contrast mode',
          tr: 'Metinler ve düğmeler yeterli renk kontrastına sahiptir; web sitesi yüksek kontrast modunda da çalışır',
        },
        {
          nl: 'U kunt inzoomen tot 400% zonder dat er informatie wegvalt',
          en: 'You can zoom in to 400% without losing information',
          tr: 'Hiçbir bilgi kaybolmadan %400’e kadar yakınlaştırabilirsiniz',
        },
        {
          nl: 'Formulieren hebben duidelijke labels en uitleg. Foutmeldingen staan bij het veld én bovenaan in een overzicht, in uw eigen taal',
          en: 'Forms have clear labels and hints. Error messages appear next to the field and in a summary at the top, in your own language',
          tr: 'Formlarda açık etiketler ve açıklamalar vardır. Hata mesajları hem ilgili alanın yanında hem de en üstteki bir özette, kendi dilinizde görünür',
        },
        {
          nl: 'De taal van de pagina is ingesteld, zodat een schermlezer Nederlands, Engels en Turks goed uitspreekt',
          en: 'The page language is set, so a screen reader pronounces Dutch, English and Turkish correctly',
          tr: 'Sayfanın dili tanımlıdır; böylece ekran okuyucu Felemenkçe, İngilizce ve Türkçeyi doğru telaffuz eder',
        },
        {
          nl: 'Afbeeldingen die iets vertellen, hebben een beschrijving. Bewegende onderdelen, zoals de fotocarrousel, kunt u pauzeren',
          en: 'Images that convey information have a description. Moving parts, such as the photo carousel, can be paused',
          tr: 'Bilgi veren görsellerin bir açıklaması vardır. Fotoğraf karuseli gibi hareketli bölümleri duraklatabilirsiniz',
        },
      ],
    },
    {
      id: 'how-we-test',
      title: { nl: 'Hoe we testen', en: 'How we test', tr: 'Nasıl test ediyoruz?' },
      paragraphs: [
        {
          nl: 'Bij elke wijziging aan de website testen we automatisch en met de hand:',
          en: 'With every change to the website, we test automatically and by hand:',
          tr: 'Web sitesindeki her değişiklikte hem otomatik hem de elle test yaparız:',
        },
      ],
      bullets: [
        {
          nl: 'Elk onderdeel en elke pagina wordt automatisch gecontroleerd met axe, een veelgebruikt testprogramma voor toegankelijkheid. Een fout houdt de wijziging tegen',
          en: 'Every component and every page is checked automatically with axe, a widely used accessibility testing tool. An error blocks the change',
          tr: 'Her bileşen ve her sayfa, yaygın olarak kullanılan bir erişilebilirlik test aracı olan axe ile otomatik olarak kontrol edilir. Bir hata, değişikliğin yayına girmesini engeller',
        },
        {
          nl: 'We lopen elke pagina door met alleen het toetsenbord',
          en: 'We go through every page using only the keyboard',
          tr: 'Her sayfayı yalnızca klavye kullanarak baştan sona gezeriz',
        },
        {
          nl: 'We controleren de pagina’s met schermlezers: NVDA op Windows en VoiceOver op Mac en iPhone',
          en: 'We check the pages with screen readers: NVDA on Windows and VoiceOver on Mac and iPhone',
          tr: 'Sayfaları ekran okuyucularla kontrol ederiz: Windows’ta NVDA, Mac ve iPhone’da VoiceOver',
        },
        {
          nl: 'We bekijken de website op een smal mobiel scherm, ingezoomd en in de modus voor hoog contrast',
          en: 'We view the website on a narrow mobile screen, zoomed in and in high-contrast mode',
          tr: 'Web sitesini dar bir mobil ekranda, yakınlaştırılmış olarak ve yüksek kontrast modunda inceleriz',
        },
      ],
      closing: [
        {
          nl: 'Automatische tests vinden niet alle problemen. Daarom blijven de handmatige controles en uw meldingen belangrijk.',
          en: 'Automated tests do not find every problem. That is why manual checks and your reports remain important.',
          tr: 'Otomatik testler her sorunu bulamaz. Bu yüzden elle yapılan kontroller ve sizin bildirimleriniz önemini korur.',
        },
      ],
    },
    {
      id: 'known-limitations',
      title: { nl: 'Wat nog niet goed werkt', en: 'Known limitations', tr: 'Bilinen sınırlamalar' },
      paragraphs: [
        {
          nl: 'We weten van de volgende beperkingen en werken aan oplossingen:',
          en: 'We are aware of the following limitations and are working on solutions:',
          tr: 'Aşağıdaki sınırlamaların farkındayız ve çözümler üzerinde çalışıyoruz:',
        },
      ],
      bullets: [
        {
          nl: 'De kaarten op de contactpagina komen van OpenStreetMap en zijn niet volledig met toetsenbord of schermlezer te gebruiken. Het adres en een link naar de route staan daarom altijd ook als tekst op de pagina',
          en: 'The maps on the contact page come from OpenStreetMap and cannot be fully used with a keyboard or screen reader. That is why the address and a link to directions are always on the page as text too',
          tr: 'İletişim sayfasındaki haritalar OpenStreetMap’ten gelir ve klavye veya ekran okuyucuyla tam olarak kullanılamaz. Bu yüzden adres ve yol tarifi bağlantısı sayfada her zaman metin olarak da yer alır',
        },
        {
          nl: 'Pdf-documenten van anderen, zoals brochures van zorgverzekeraars waar we naar linken, zijn niet altijd toegankelijk',
          en: 'PDF documents from other organisations, such as the health insurer brochures we link to, are not always accessible',
          tr: 'Bağlantı verdiğimiz sağlık sigortası broşürleri gibi başkalarına ait PDF belgeleri her zaman erişilebilir değildir',
        },
        {
          nl: 'De Engelse en Turkse teksten zijn vertalingen. Bij juridische teksten geldt de Nederlandse versie',
          en: 'The English and Turkish texts are translations. For legal texts, the Dutch version prevails',
          tr: 'İngilizce ve Türkçe metinler çeviridir. Hukuki metinlerde Felemenkçe sürüm geçerlidir',
        },
      ],
    },
    {
      id: 'report-a-problem',
      title: { nl: 'Een probleem melden', en: 'Report a problem', tr: 'Bir sorun bildirin' },
      paragraphs: [
        {
          nl: `Loopt u tegen een probleem aan, of kunt u iets op de website niet gebruiken? Laat het ons weten via ${brand.email} of bel ${brand.phone}. Vertel ons op welke pagina het was, wat u probeerde en welke browser of welk hulpmiddel u gebruikt. We reageren binnen 5 werkdagen en helpen u intussen op een andere manier, bijvoorbeeld door u telefonisch aan te melden.`,
          en: `Have you run into a problem, or is there something on the website you cannot use? Let us know at ${brand.email} or call ${brand.phone}. Tell us which page it was, what you were trying to do, and which browser or assistive technology you use. We respond within 5 working days and, in the meantime, help you in another way, for example by registering you by phone.`,
          tr: `Bir sorunla mı karşılaştınız ya da web sitesinde kullanamadığınız bir şey mi var? ${brand.email} adresinden bize bildirin veya ${brand.phone} numarasını arayın. Hangi sayfada olduğunu, ne yapmaya çalıştığınızı ve hangi tarayıcıyı veya yardımcı teknolojiyi kullandığınızı yazın. 5 iş günü içinde yanıt verir, bu arada size başka bir yolla, örneğin telefonla başvurunuzu alarak yardımcı oluruz.`,
        },
      ],
    },
  ],
};
