import type { Localized } from './locale.ts';
import {
  Baby,
  Blocks,
  ClipboardCheck,
  ClipboardList,
  Flag,
  HeartHandshake,
  MessageCircle,
  MessagesSquare,
  PhoneCall,
  Puzzle,
  Users,
  type Icon,
} from './icons.ts';
import { childAgeGroups } from './facts.ts';
import { formatWaitSpan, waitingTimeFigures } from './waitingTimeFigures.ts';

export type TimelineStep = {
  id: string;
  title: Localized;
  description: Localized;
  /** How long this step usually takes, when we can say. */
  timing?: Localized;
  icon: Icon;
};

/** The adult care pathway on /volwassenen/werkwijze (docs/product-rules.md §4), six steps. */
export const adultApproachTimeline: readonly TimelineStep[] = [
  {
    id: 'registration',
    title: { nl: 'Aanmelding', en: 'Registration', tr: 'Başvuru' },
    description: {
      nl: 'U meldt zich aan met het online formulier of telefonisch, samen met de verwijsbrief van uw huisarts.',
      en: 'You register online or by phone, and send us your GP’s referral letter.',
      tr: 'Çevrim içi formla veya telefonla, aile hekiminizden aldığınız sevk yazısıyla birlikte başvurursunuz.',
    },
    icon: ClipboardList,
  },
  {
    id: 'phone-screening',
    title: { nl: 'Telefonische screening', en: 'Phone screening', tr: 'Telefonla ön değerlendirme' },
    description: {
      nl: 'Ons screeningsteam belt u. We bespreken kort uw klachten en beslissen of wij de juiste hulp kunnen bieden.',
      en: 'Our screening team calls you. We briefly discuss your symptoms and decide whether we can offer the right help.',
      tr: 'Ön değerlendirme ekibimiz sizi arar. Şikâyetlerinizi kısaca konuşur ve size doğru yardımı sunup sunamayacağımıza karar veririz.',
    },
    timing: {
      nl: 'Binnen 2 tot 4 weken na aanmelding',
      en: 'Within 2 to 4 weeks of registration',
      tr: 'Başvurudan sonraki 2 ila 4 hafta içinde',
    },
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: { nl: 'Intakegesprek', en: 'Intake', tr: 'İlk değerlendirme görüşmesi' },
    description: {
      nl: 'In een of twee gesprekken leren we u kennen. Vooraf krijgt u een vragenlijst. We kijken naar uw klachten, uw leven en uw sterke kanten.',
      en: 'In one or two sessions we get to know you. Beforehand, you receive a questionnaire. We look at your symptoms, your life and your strengths.',
      tr: 'Bir veya iki görüşmede sizi tanırız. Öncesinde size bir anket göndeririz. Şikâyetlerinize, hayatınıza ve güçlü yanlarınıza bakarız.',
    },
    timing: {
      nl: `Na de wachttijd van ${formatWaitSpan(waitingTimeFigures.adults.registration, 'nl')}`,
      en: `After the waiting time of ${formatWaitSpan(waitingTimeFigures.adults.registration, 'en')}`,
      tr: `${formatWaitSpan(waitingTimeFigures.adults.registration, 'tr')} süren bekleme döneminin ardından`,
    },
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: { nl: 'Behandelplan', en: 'Treatment plan', tr: 'Tedavi planı' },
    description: {
      nl: 'Samen met uw behandelaar legt u uw doelen vast, en welke behandeling daarbij past. U beslist mee.',
      en: 'Together with your practitioner, you agree on your goals and the treatment that suits them. You have a say in every decision.',
      tr: 'Terapistinizle birlikte hedeflerinizi ve bunlara uygun tedaviyi belirlersiniz. Kararlarda sizin de sözünüz vardır.',
    },
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: { nl: 'Behandeling', en: 'Treatment', tr: 'Tedavi' },
    description: {
      nl: 'U hebt gesprekken van ongeveer 45 minuten, meestal elke week of om de week, op de praktijk of online.',
      en: 'You have sessions of about 45 minutes, usually every week or every other week, at one of our locations or online.',
      tr: 'Şubemizde veya çevrim içi olarak, genellikle her hafta ya da iki haftada bir, yaklaşık 45 dakikalık seanslar yaparsınız.',
    },
    timing: {
      nl: 'Kort: 8 tot 12 gesprekken in 3 tot 6 maanden',
      en: 'Short: 8 to 12 sessions over 3 to 6 months',
      tr: 'Kısa süreli: 3 ila 6 ayda 8 ila 12 seans',
    },
    icon: HeartHandshake,
  },
  {
    id: 'evaluation-and-completion',
    title: { nl: 'Evaluatie en afronding', en: 'Review and completion', tr: 'Gözden geçirme ve tedavinin sonlandırılması' },
    description: {
      nl: 'We bekijken regelmatig samen of u dichter bij uw doelen komt. Aan het einde maken we afspraken over hoe u het goede vasthoudt, en sturen we met uw toestemming een brief aan uw huisarts.',
      en: 'We regularly review together whether you are getting closer to your goals. At the end we agree how you will keep up the progress and, with your consent, send a letter to your GP.',
      tr: 'Hedeflerinize yaklaşıp yaklaşmadığınızı düzenli olarak birlikte değerlendiririz. Sonunda kazanımlarınızı nasıl koruyacağınızı kararlaştırır ve onayınızla aile hekiminize bir mektup göndeririz.',
    },
    icon: Flag,
  },
];

/**
 * The children's pathway on /kind-jeugd/werkwijze, six steps: after registration and
 * screening, a parent intake, then an introduction with the child (docs/product-rules.md §4).
 */
export const childApproachTimeline: readonly TimelineStep[] = [
  {
    id: 'registration-and-screening',
    title: { nl: 'Aanmelding en screening', en: 'Registration and screening', tr: 'Başvuru ve ön değerlendirme' },
    description: {
      nl: 'U meldt uw kind aan met de verwijsbrief. Ons screeningsteam belt u daarna om kort te bespreken wat er speelt en of wij kunnen helpen.',
      en: 'You register your child with the referral letter. Our screening team then calls you to briefly discuss what is going on and whether we can help.',
      tr: 'Çocuğunuz için sevk yazısıyla başvurursunuz. Ardından ön değerlendirme ekibimiz neler olduğunu ve yardımcı olup olamayacağımızı kısaca konuşmak için sizi arar.',
    },
    timing: {
      nl: 'Binnen 2 tot 4 weken na aanmelding',
      en: 'Within 2 to 4 weeks of registration',
      tr: 'Başvurudan sonraki 2 ila 4 hafta içinde',
    },
    icon: ClipboardList,
  },
  {
    id: 'parent-intake',
    title: { nl: 'Intake met ouders', en: 'Parent intake', tr: 'Ebeveynlerle ilk değerlendirme görüşmesi' },
    description: {
      nl: 'Eerst spreken we u als ouders, zonder uw kind. U vertelt over de ontwikkeling van uw kind, het gezin en wat u zorgen baart.',
      en: 'First we meet you as parents, without your child. You tell us about your child’s development, the family and what worries you.',
      tr: 'Önce sizinle, ebeveynlerle, çocuğunuz olmadan görüşürüz. Çocuğunuzun gelişimini, ailenizi ve sizi neyin endişelendirdiğini anlatırsınız.',
    },
    timing: {
      nl: 'Meestal 1 tot 3 weken na de screening',
      en: 'Usually 1 to 3 weeks after screening',
      tr: 'Genellikle ön değerlendirmeden 1 ila 3 hafta sonra',
    },
    icon: Users,
  },
  {
    id: 'introduction-with-child',
    title: { nl: 'Kennismaking met uw kind', en: 'Meeting your child', tr: 'Çocuğunuzla tanışma' },
    description: {
      nl: 'Daarna maakt de behandelaar kennis met uw kind. Bij jonge kinderen vaak spelenderwijs, bij tieners in een gesprek.',
      en: 'Next, the practitioner gets to know your child: with young children, often through play; with teenagers, by talking.',
      tr: 'Ardından terapist çocuğunuzla tanışır: Küçük çocuklarla çoğu zaman oyun yoluyla, ergenlerle ise sohbet ederek.',
    },
    icon: Baby,
  },
  {
    id: 'treatment-plan',
    title: { nl: 'Behandelplan', en: 'Treatment plan', tr: 'Tedavi planı' },
    description: {
      nl: 'We bespreken met u en uw kind wat we zien en wat we voorstellen. Samen stellen we doelen op die ook voor uw kind duidelijk zijn.',
      en: 'We discuss with you and your child what we see and what we propose. Together we set goals that are clear to your child too.',
      tr: 'Gördüklerimizi ve önerilerimizi sizinle ve çocuğunuzla konuşuruz. Çocuğunuzun da anlayabileceği hedefleri birlikte belirleriz.',
    },
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: { nl: 'Behandeling', en: 'Treatment', tr: 'Tedavi' },
    description: {
      nl: 'Uw kind heeft sessies van ongeveer 45 minuten. U hebt regelmatig oudergesprekken en, als dat helpt, overleggen we met school.',
      en: 'Your child has sessions of about 45 minutes. You have regular parent sessions and, if it helps, we consult the school.',
      tr: 'Çocuğunuz yaklaşık 45 dakikalık seanslara katılır. Siz de düzenli ebeveyn görüşmeleri yaparsınız; faydalı olacaksa okulla da görüşürüz.',
    },
    icon: Blocks,
  },
  {
    id: 'evaluation-and-completion',
    title: { nl: 'Evaluatie en afronding', en: 'Review and completion', tr: 'Gözden geçirme ve tedavinin sonlandırılması' },
    description: {
      nl: 'We bekijken regelmatig of de doelen dichterbij komen. Zijn ze bereikt, dan ronden we af met een eindgesprek en tips om het goede vast te houden.',
      en: 'We regularly check how close your child is to the goals. Once they are reached, we finish with a final session and tips for keeping up the progress.',
      tr: 'Hedeflere yaklaşılıp yaklaşılmadığını düzenli olarak kontrol ederiz. Hedefler gerçekleştiğinde bir kapanış görüşmesi yapar ve kazanımları korumak için öneriler veririz.',
    },
    icon: Flag,
  },
];

export type AgeGroupApproach = {
  id: string;
  /** Age range in years, from the facts (docs/product-rules.md §9). */
  ages: { from: number; to: number };
  title: Localized;
  description: Localized;
  points: readonly Localized[];
  icon: Icon;
};

const [youngest, middle, teens] = childAgeGroups;

/** How we work with each age group, on /kind-jeugd/werkwijze. */
export const ageGroupApproaches: readonly AgeGroupApproach[] = [
  {
    id: 'ages-4-8',
    ages: youngest,
    title: { nl: '4 tot 8 jaar', en: 'Ages 4 to 8', tr: '4–8 yaş' },
    description: {
      nl: 'Jonge kinderen uiten zich vooral in spel. Ouders zijn in deze leeftijd de belangrijkste helpers.',
      en: 'Young children express themselves mainly through play. At this age, parents are the most important helpers.',
      tr: 'Küçük çocuklar kendilerini en çok oyun yoluyla ifade eder. Bu yaşta en önemli yardımcılar ebeveynlerdir.',
    },
    points: [
      {
        nl: 'Speltherapie, tekenen en verhalen in plaats van lange gesprekken',
        en: 'Play therapy, drawing and stories instead of long conversations',
        tr: 'Uzun konuşmalar yerine oyun terapisi, resim ve hikâyeler',
      },
      {
        nl: 'Veel ouderbegeleiding, soms sessies met ouder en kind samen',
        en: 'A lot of parent guidance, sometimes sessions with parent and child together',
        tr: 'Yoğun ebeveyn rehberliği, bazen ebeveyn ve çocukla birlikte seanslar',
      },
      {
        nl: 'Korte sessies met vaste rituelen, zodat uw kind weet wat er komt',
        en: 'Short sessions with set routines, so your child knows what to expect',
        tr: 'Çocuğunuzun ne olacağını bilmesi için sabit bir düzende ilerleyen kısa seanslar',
      },
    ],
    icon: Blocks,
  },
  {
    id: 'ages-8-12',
    ages: middle,
    title: { nl: '8 tot 12 jaar', en: 'Ages 8 to 12', tr: '8–12 yaş' },
    description: {
      nl: 'Kinderen kunnen nu meer vertellen en leren graag door te doen. We combineren praten met spel en oefeningen.',
      en: 'Children can now put more into words and like to learn by doing. We combine talking with play and exercises.',
      tr: 'Bu yaştaki çocuklar daha fazlasını anlatabilir ve yaparak öğrenmeyi sever. Konuşmayı oyun ve alıştırmalarla birleştiririz.',
    },
    points: [
      {
        nl: 'Cognitieve gedragstherapie met werkboeken, spellen en opdrachten voor thuis',
        en: 'Cognitive behavioural therapy with workbooks, games and tasks for home',
        tr: 'Çalışma kitapları, oyunlar ve ev ödevleriyle bilişsel davranışçı terapi',
      },
      {
        nl: 'Ouders oefenen thuis mee en hebben eigen gesprekken',
        en: 'Parents practise with their child at home and have sessions of their own',
        tr: 'Ebeveynler evde birlikte alıştırma yapar ve kendi görüşmelerine katılır',
      },
      {
        nl: 'Met uw toestemming overleg met de leerkracht of intern begeleider',
        en: 'With your consent, consultation with the teacher or special needs coordinator',
        tr: 'Onayınızla öğretmen veya okulun destek koordinatörüyle görüşme',
      },
    ],
    icon: Puzzle,
  },
  {
    id: 'ages-12-18',
    ages: teens,
    title: { nl: '12 tot 18 jaar', en: 'Ages 12 to 18', tr: '12–18 yaş' },
    description: {
      nl: 'Jongeren willen zelf meebeslissen. De behandelaar praat vooral met de jongere zelf, en ouders blijven op de achtergrond betrokken.',
      en: 'Young people want a say in decisions. The practitioner mainly talks with the young person, and parents stay involved in the background.',
      tr: 'Gençler kararlarda söz sahibi olmak ister. Terapist çoğunlukla gencin kendisiyle konuşur; ebeveynler arka planda sürece dahil olmaya devam eder.',
    },
    points: [
      {
        nl: 'Gesprekken waarin de jongere eigen doelen kiest',
        en: 'Conversations in which the young person chooses their own goals',
        tr: 'Gencin kendi hedeflerini seçtiği görüşmeler',
      },
      {
        nl: 'Vanaf 12 jaar afspraken over wat we met ouders delen',
        en: 'From the age of 12, clear agreements about what we share with parents',
        tr: '12 yaşından itibaren ebeveynlerle neleri paylaşacağımıza dair anlaşmalar',
      },
      {
        nl: 'Ook online sessies en korte contacten tussendoor als dat beter past',
        en: 'Online sessions and short check-ins in between, when that works better',
        tr: 'Daha uygunsa çevrim içi seanslar ve aralarda kısa görüşmeler',
      },
    ],
    icon: MessageCircle,
  },
];
