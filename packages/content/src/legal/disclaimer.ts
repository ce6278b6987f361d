import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';

/** The disclaimer (/disclaimer): what this website's information is and is not. */
export const disclaimer: LongText = {
  id: 'disclaimer',
  title: { nl: 'Disclaimer', en: 'Disclaimer', tr: 'Yasal uyarı' },
  intro: {
    nl: `Deze website is van Ankerlicht GGZ (${brand.siteUrl.replace('https://', '')}). Door de website te gebruiken, gaat u akkoord met de afspraken hieronder.`,
    en: `This website belongs to Ankerlicht GGZ (${brand.siteUrl.replace('https://', '')}). By using the website, you agree to the terms below.`,
    tr: `Bu web sitesi Ankerlicht GGZ’ye (${brand.siteUrl.replace('https://', '')}) aittir. Web sitesini kullanarak aşağıdaki koşulları kabul etmiş olursunuz.`,
  },
  lastUpdated: yearFacts.textsUpdated.disclaimer,
  sections: [
    {
      id: 'general-information',
      title: {
        nl: 'Algemene informatie, geen persoonlijk advies',
        en: 'General information, not personal advice',
        tr: 'Genel bilgi, kişisel tavsiye değildir',
      },
      paragraphs: [
        {
          nl: 'De informatie op deze website is algemeen. Ze is niet bedoeld als diagnose of persoonlijk behandeladvies en vervangt geen gesprek met uw huisarts of behandelaar. Twijfelt u over uw klachten? Neem dan contact op met uw huisarts.',
          en: 'The information on this website is general. It is not meant as a diagnosis or personal treatment advice and does not replace a conversation with your GP or practitioner. Unsure about your symptoms? Contact your GP.',
          tr: 'Bu web sitesindeki bilgiler geneldir. Tanı veya kişisel tedavi tavsiyesi niteliği taşımaz ve aile hekiminiz ya da terapistinizle yapacağınız görüşmenin yerini tutmaz. Belirtilerinizden emin değilseniz aile hekiminize başvurun.',
        },
      ],
    },
    {
      id: 'not-for-emergencies',
      title: { nl: 'Niet voor noodsituaties', en: 'Not for emergencies', tr: 'Acil durumlar için değildir' },
      paragraphs: [
        {
          nl: 'Deze website en ons e-mailadres zijn niet bedoeld voor noodsituaties. Berichten lezen we alleen op werkdagen. Hebt u direct hulp nodig, bel dan uw huisarts of de huisartsenpost. Denkt u aan zelfmoord, bel dan 113 (0800-0113). Bij levensgevaar belt u 112.',
          en: 'This website and our email address are not meant for emergencies. We only read messages on working days. If you need help right away, call your GP or the out-of-hours GP service. If you are thinking about suicide, call 113 (0800-0113). If a life is in danger, call 112.',
          tr: 'Bu web sitesi ve e-posta adresimiz acil durumlar için değildir. Mesajları yalnızca iş günlerinde okuruz. Hemen yardıma ihtiyacınız varsa aile hekiminizi veya nöbetçi aile hekimini arayın. İntihar etmeyi düşünüyorsanız 113’ü (0800-0113) arayın. Hayati tehlike varsa 112’yi arayın.',
        },
      ],
    },
    {
      id: 'accuracy',
      title: { nl: 'Juistheid van de informatie', en: 'Accuracy of the information', tr: 'Bilgilerin doğruluğu' },
      paragraphs: [
        {
          nl: 'We doen ons best om de informatie juist en actueel te houden. Toch kan er iets niet kloppen of verouderd zijn. Wachttijden zijn een schatting en kunnen veranderen. Voor informatie over vergoedingen gelden altijd de polisvoorwaarden van uw zorgverzekeraar of de regels van uw gemeente. Aan de informatie op deze website kunt u geen rechten ontlenen.',
          en: 'We do our best to keep the information correct and up to date. Even so, something may be wrong or outdated. Waiting times are estimates and may change. For coverage, the policy conditions of your health insurer or the rules of your municipality always apply. No rights can be derived from the information on this website.',
          tr: 'Bilgileri doğru ve güncel tutmak için elimizden geleni yaparız. Yine de bazı bilgiler hatalı veya eski olabilir. Bekleme süreleri tahminidir ve değişebilir. Masrafların karşılanması konusunda her zaman sağlık sigortanızın poliçe koşulları veya belediyenizin kuralları geçerlidir. Bu web sitesindeki bilgilere dayanarak hak iddia edilemez.',
        },
      ],
    },
    {
      id: 'external-links',
      title: { nl: 'Links naar andere websites', en: 'Links to other websites', tr: 'Diğer web sitelerine bağlantılar' },
      paragraphs: [
        {
          nl: 'Deze website bevat links naar websites van anderen, zoals kaartdiensten en organisaties als 113 Zelfmoordpreventie. Wij zijn niet verantwoordelijk voor de inhoud van die websites of voor hoe zij met uw gegevens omgaan.',
          en: 'This website contains links to websites run by others, such as map services and organisations like 113 Suicide Prevention. We are not responsible for the content of those websites or for how they handle your data.',
          tr: 'Bu web sitesi, harita hizmetleri ve 113 İntihar Önleme Hattı gibi başka kuruluşların web sitelerine bağlantılar içerir. Bu web sitelerinin içeriğinden veya verilerinizi nasıl işlediklerinden sorumlu değiliz.',
        },
      ],
    },
    {
      id: 'forms-and-email',
      title: { nl: 'Formulieren en e-mail', en: 'Forms and email', tr: 'Formlar ve e-posta' },
      paragraphs: [
        {
          nl: 'Het aanmeldformulier verstuurt uw gegevens via een beveiligde verbinding. Stuur ons geen medische informatie via gewone e-mail als dat niet nodig is; gebruik het formulier of bespreek het in een gesprek. Hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.',
          en: 'The registration form sends your details over a secure connection. Please do not send us medical information by ordinary email unless necessary; use the form or discuss it in a session. How we handle your data is explained in our privacy statement.',
          tr: 'Başvuru formu bilgilerinizi güvenli bir bağlantı üzerinden gönderir. Gerekmedikçe bize normal e-postayla tıbbi bilgi göndermeyin; formu kullanın veya bir görüşmede konuşun. Verilerinizi nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: { nl: 'Teksten en beelden', en: 'Texts and images', tr: 'Metinler ve görseller' },
      paragraphs: [
        {
          nl: 'De teksten, foto’s en het logo op deze website zijn van Ankerlicht GGZ of gebruikt met toestemming van de maker. U mag ze niet zonder onze toestemming overnemen, behalve voor eigen, niet-commercieel gebruik. De mensen op de foto’s zijn geen cliënten.',
          en: 'The texts, photos and logo on this website belong to Ankerlicht GGZ or are used with the creator’s permission. You may not copy them without our permission, except for your own non-commercial use. The people in the photos are not clients.',
          tr: 'Bu web sitesindeki metinler, fotoğraflar ve logo Ankerlicht GGZ’ye aittir veya yaratıcısının izniyle kullanılmaktadır. Ticari olmayan kişisel kullanımınız dışında bunları iznimiz olmadan kopyalayamazsınız. Fotoğraflardaki kişiler danışanlarımız değildir.',
        },
      ],
    },
    {
      id: 'translations',
      title: { nl: 'Vertalingen', en: 'Translations', tr: 'Çeviriler' },
      paragraphs: [
        {
          nl: 'Deze website is er in het Nederlands, Engels en Turks. Zijn er verschillen tussen de talen, dan geldt de Nederlandse tekst.',
          en: 'This website is available in Dutch, English and Turkish. If the languages differ, the Dutch text prevails.',
          tr: 'Bu web sitesi Felemenkçe, İngilizce ve Türkçe olarak sunulmaktadır. Diller arasında farklılık varsa Felemenkçe metin geçerlidir.',
        },
      ],
    },
    {
      id: 'changes',
      title: { nl: 'Wijzigingen', en: 'Changes', tr: 'Değişiklikler' },
      paragraphs: [
        {
          nl: `We kunnen deze disclaimer aanpassen. De datum bovenaan laat zien wanneer dat voor het laatst is gebeurd. Vragen? Mail naar ${brand.email}.`,
          en: `We may update this disclaimer. The date at the top shows when this last happened. Any questions? Email ${brand.email}.`,
          tr: `Bu yasal uyarıyı güncelleyebiliriz. En üstteki tarih bunun en son ne zaman yapıldığını gösterir. Sorularınız mı var? ${brand.email} adresine e-posta gönderin.`,
        },
      ],
    },
  ],
};
