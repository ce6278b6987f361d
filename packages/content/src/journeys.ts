import type { Localized } from './locale.ts';
import { ClipboardCheck, ClipboardList, HeartHandshake, MessagesSquare, PhoneCall, Sprout, type Icon } from './icons.ts';
import type { Department } from './department.ts';

/** The icon kinds of the department journey (docs/product-rules.md §3.3). */
export const journeyStepKinds = ['registration', 'screening', 'intake', 'treatment'] as const;
export type JourneyStepKind = (typeof journeyStepKinds)[number];

/** The lucide icon each journey kind is drawn with. */
export const journeyStepIcons: Readonly<Record<JourneyStepKind, Icon>> = {
  registration: ClipboardList,
  screening: PhoneCall,
  intake: MessagesSquare,
  treatment: HeartHandshake,
};

export type CareJourneyStep = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** The home page's care journey: four steps from first call to recovery (docs/product-rules.md §2.3). */
export const careJourney: readonly CareJourneyStep[] = [
  {
    id: 'phone-screening',
    title: { nl: 'Telefonische screening', en: 'Phone screening', tr: 'Telefonla ön değerlendirme' },
    description: {
      nl: 'Na uw aanmelding belt ons screeningsteam u. In dit korte gesprek bespreken we uw vraag en beslissen we of uw aanmelding wordt aangenomen. Passen we niet bij uw vraag? Dan denken we mee over andere hulp.',
      en: 'After you register, our screening team calls you. In this short call we talk about what you need help with and decide whether we can accept your registration. If we are not the right fit, we help you look for other care.',
      tr: 'Başvurunuzdan sonra ön değerlendirme ekibimiz sizi arar. Bu kısa görüşmede talebinizi konuşur ve başvurunuzun kabul edilip edilmeyeceğine karar veririz. Doğru adres biz değilsek başka bir destek bulmanıza yardımcı oluruz.',
    },
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: { nl: 'Intakegesprek', en: 'Intake', tr: 'İlk değerlendirme görüşmesi' },
    description: {
      nl: 'In het intakegesprek leren we u beter kennen. We praten over uw klachten, uw achtergrond en wat u wilt bereiken. U kunt ook vragen stellen aan ons.',
      en: 'In the intake we get to know you better. We talk about your symptoms, your background and what you want to achieve. You can ask us questions too.',
      tr: 'İlk değerlendirme görüşmesinde sizi daha yakından tanırız. Şikâyetlerinizi, geçmişinizi ve neye ulaşmak istediğinizi konuşuruz. Siz de bize sorularınızı sorabilirsiniz.',
    },
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: { nl: 'Behandelplan', en: 'Treatment plan', tr: 'Tedavi planı' },
    description: {
      nl: 'Samen met uw behandelaar maakt u een plan: wat zijn uw doelen, welke behandeling past daarbij en hoe vaak zien we elkaar? U beslist mee.',
      en: 'Together with your practitioner, you make a plan: what are your goals, which treatment suits them, and how often will we meet? You have a say in every decision.',
      tr: 'Terapistinizle birlikte bir plan yaparsınız: Hedefleriniz neler, bunlara hangi tedavi uygun ve ne sıklıkla görüşeceğiz? Her kararda sizin de sözünüz vardır.',
    },
    icon: ClipboardCheck,
  },
  {
    id: 'therapy-and-recovery',
    title: { nl: 'Therapie en herstel', en: 'Therapy and recovery', tr: 'Terapi ve iyileşme' },
    description: {
      nl: 'Tijdens de therapie werkt u stap voor stap aan uw doelen. We bekijken regelmatig samen hoe het gaat en passen het plan aan als dat nodig is.',
      en: 'During therapy you work on your goals step by step. We regularly review together how things are going and adjust the plan where needed.',
      tr: 'Terapi süresince hedeflerinize adım adım ilerlersiniz. Nasıl gittiğini düzenli olarak birlikte değerlendirir, gerekirse planı uyarlarız.',
    },
    icon: Sprout,
  },
];

export type JourneyStep = {
  kind: JourneyStepKind;
  title: Localized;
  description: Localized;
};

/** The four-step journey on each department's waiting-time page (docs/product-rules.md §2.5). */
export const departmentJourneys: Readonly<Record<Department, readonly JourneyStep[]>> = {
  adults: [
    {
      kind: 'registration',
      title: { nl: 'Aanmelding', en: 'Registration', tr: 'Başvuru' },
      description: {
        nl: 'U meldt zich aan via het online formulier en voegt de verwijsbrief van uw huisarts toe.',
        en: 'You register with the online form and attach your GP’s referral letter.',
        tr: 'Çevrim içi formla başvurur ve aile hekiminizden aldığınız sevk yazısını eklersiniz.',
      },
    },
    {
      kind: 'screening',
      title: { nl: 'Screening', en: 'Screening call', tr: 'Ön değerlendirme' },
      description: {
        nl: 'Binnen 2 tot 4 weken belt ons screeningsteam u. We bespreken of wij de juiste hulp kunnen bieden.',
        en: 'Within 2 to 4 weeks our screening team calls you. We discuss whether we can offer the right help.',
        tr: '2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi arar. Size doğru yardımı sunup sunamayacağımızı konuşuruz.',
      },
    },
    {
      kind: 'intake',
      title: { nl: 'Intake', en: 'Intake', tr: 'İlk değerlendirme görüşmesi' },
      description: {
        nl: 'Na de wachttijd hebt u een intakegesprek met een behandelaar. Samen brengen we uw klachten en doelen in kaart.',
        en: 'After the waiting time, you have an intake with a practitioner. Together we map out your symptoms and goals.',
        tr: 'Bekleme süresinden sonra bir terapistle ilk değerlendirme görüşmesi yaparsınız. Şikâyetlerinizi ve hedeflerinizi birlikte belirleriz.',
      },
    },
    {
      kind: 'treatment',
      title: { nl: 'Behandeling', en: 'Treatment', tr: 'Tedavi' },
      description: {
        nl: 'U start met de behandeling volgens het plan dat u samen met uw behandelaar hebt gemaakt.',
        en: 'You start treatment following the plan you made together with your practitioner.',
        tr: 'Terapistinizle birlikte hazırladığınız plana göre tedaviye başlarsınız.',
      },
    },
  ],
  children: [
    {
      kind: 'registration',
      title: { nl: 'Aanmelding', en: 'Registration', tr: 'Başvuru' },
      description: {
        nl: 'U meldt uw kind aan via het online formulier, met de verwijsbrief van bijvoorbeeld de huisarts, jeugdarts of het wijkteam.',
        en: 'You register your child with the online form and attach the referral letter from, for example, the GP, the youth doctor or the neighbourhood team.',
        tr: 'Çocuğunuz için çevrim içi formla başvurur; örneğin aile hekiminden, çocuk sağlığı hekiminden veya mahalle ekibinden aldığınız sevk yazısını eklersiniz.',
      },
    },
    {
      kind: 'screening',
      title: { nl: 'Screening', en: 'Screening call', tr: 'Ön değerlendirme' },
      description: {
        nl: 'Ons screeningsteam belt u als ouder. We bespreken wat er met uw kind aan de hand is en of wij kunnen helpen.',
        en: 'Our screening team calls you as the parent. We discuss what is going on with your child and whether we can help.',
        tr: 'Ön değerlendirme ekibimiz ebeveyn olarak sizi arar. Çocuğunuzun neler yaşadığını ve yardımcı olup olamayacağımızı konuşuruz.',
      },
    },
    {
      kind: 'intake',
      title: { nl: 'Intake', en: 'Intakes', tr: 'İlk değerlendirme görüşmeleri' },
      description: {
        nl: 'Eerst hebben we een gesprek met u als ouders. Daarna maakt de behandelaar kennis met uw kind, op een manier die past bij de leeftijd.',
        en: 'First we meet you as parents. After that, the practitioner gets to know your child in a way that suits their age.',
        tr: 'Önce sizinle, ebeveynlerle görüşürüz. Ardından terapist çocuğunuzla yaşına uygun bir şekilde tanışır.',
      },
    },
    {
      kind: 'treatment',
      title: { nl: 'Behandeling', en: 'Treatment', tr: 'Tedavi' },
      description: {
        nl: 'Uw kind start met de behandeling. U blijft als ouder betrokken, met regelmatige oudergesprekken.',
        en: 'Your child starts treatment. You stay involved as a parent, with regular parent sessions.',
        tr: 'Çocuğunuz tedaviye başlar. Siz de düzenli ebeveyn görüşmeleriyle sürece dahil olmaya devam edersiniz.',
      },
    },
  ],
};
