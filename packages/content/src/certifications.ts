import type { Locale, Localized } from './locale.ts';

export type Certification = {
  id: string;
  /**
   * The mark's name: one string when it is the same in every language (ISO 9001); a Dutch name
   * translated per language, with the Dutch kept as a gloss. Read it with `certificationName`.
   */
  name: string | Localized;
  /** What it means for a client, in plain words. */
  description: Localized;
  /** Alternative text for the mark's logo. */
  logoAlt: Localized;
};

const kwaliteitsstatuut: Certification = {
  id: 'kwaliteitsstatuut-ggz',
  name: {
    nl: 'Kwaliteitsstatuut GGZ',
    en: 'Quality statute for mental health care (Kwaliteitsstatuut GGZ)',
    tr: 'Ruh sağlığı hizmetleri kalite tüzüğü (Kwaliteitsstatuut GGZ)',
  },
  description: {
    nl: 'Ons kwaliteitsstatuut staat in het openbare register van Zorginstituut Nederland. Daarin staat hoe we de zorg hebben ingericht, wie verantwoordelijk is en hoe we de kwaliteit bewaken.',
    en: 'Our quality statute is in the public register of Zorginstituut Nederland (the National Health Care Institute). It describes how our care is organised, who is responsible and how we safeguard quality.',
    tr: 'Kalite tüzüğümüz, Hollanda Ulusal Sağlık Enstitüsü’nün (Zorginstituut Nederland) kamuya açık sicilinde yer alır. Tedavimizin nasıl düzenlendiğini, kimin sorumlu olduğunu ve kaliteyi nasıl güvence altına aldığımızı anlatır.',
  },
  logoAlt: {
    nl: 'Keurmerk Kwaliteitsstatuut GGZ',
    en: 'Mark of the quality statute for mental health care (Kwaliteitsstatuut GGZ)',
    tr: 'Ruh sağlığı hizmetleri kalite tüzüğü işareti (Kwaliteitsstatuut GGZ)',
  },
};

const iso9001: Certification = {
  id: 'iso-9001',
  name: 'ISO 9001',
  description: {
    nl: 'Een onafhankelijke instelling controleert elk jaar of onze werkwijze goed is vastgelegd en of we leren van klachten, fouten en ervaringen van cliënten.',
    en: 'Every year an independent body checks that our way of working is properly recorded and that we learn from complaints, mistakes and client experiences.',
    tr: 'Bağımsız bir kuruluş her yıl çalışma yöntemimizin doğru şekilde kayıt altına alındığını ve şikâyetlerden, hatalardan ve danışan deneyimlerinden ders çıkarıp çıkarmadığımızı denetler.',
  },
  logoAlt: {
    nl: 'ISO 9001-certificaat',
    en: 'ISO 9001 certificate',
    tr: 'ISO 9001 sertifikası',
  },
};

const nen7510: Certification = {
  id: 'nen-7510',
  name: 'NEN 7510',
  description: {
    nl: 'De Nederlandse norm voor informatiebeveiliging in de zorg. Hij laat zien dat we uw medische gegevens veilig bewaren en alleen delen met wie dat mag.',
    en: 'The Dutch standard for information security in healthcare. It shows that we store your medical data securely and share it only with those who are allowed to see it.',
    tr: 'Sağlık hizmetlerinde bilgi güvenliğine ilişkin Hollanda standardı. Tıbbi verilerinizi güvenle sakladığımızı ve yalnızca görmeye yetkili kişilerle paylaştığımızı gösterir.',
  },
  logoAlt: {
    nl: 'NEN 7510-certificaat informatiebeveiliging',
    en: 'NEN 7510 information security certificate',
    tr: 'NEN 7510 bilgi güvenliği sertifikası',
  },
};

const gzTraining: Certification = {
  id: 'gz-training-institution',
  name: {
    nl: 'Erkende opleidingsinstelling GZ-psycholoog',
    en: 'Recognised training institution for healthcare psychologists',
    tr: 'Sağlık psikologları için tanınmış eğitim kurumu',
  },
  description: {
    nl: 'Sinds 2024 mogen we GZ-psychologen opleiden. Die erkenning krijg je alleen als de zorg, de supervisie en de begeleiding aan strenge eisen voldoen, en die worden regelmatig gecontroleerd.',
    en: 'Since 2024 we have been allowed to train healthcare psychologists. This recognition is only given when care, supervision and guidance meet strict requirements, which are checked regularly.',
    tr: '2024’ten bu yana sağlık psikoloğu yetiştirme yetkimiz var. Bu yetki yalnızca tedavi, süpervizyon ve rehberlik sıkı şartları karşıladığında verilir ve bu şartlar düzenli olarak denetlenir.',
  },
  logoAlt: {
    nl: 'Erkend als opleidingsinstelling voor GZ-psychologen',
    en: 'Recognised as a training institution for healthcare psychologists',
    tr: 'Sağlık psikologları için eğitim kurumu olarak tanınmıştır',
  },
};

/** A certification's name in a language. */
export function certificationName(certification: Certification, locale: Locale): string {
  return typeof certification.name === 'string' ? certification.name : certification.name[locale];
}

/** The four certifications on the quality statute page. */
export const qualityCertifications: readonly Certification[] = [kwaliteitsstatuut, iso9001, nen7510, gzTraining];

/** The two marks in the footer. */
export const footerCertifications: readonly Certification[] = [kwaliteitsstatuut, iso9001];

/** Since 2024 a recognised training institution for GZ-psychologists (docs/product-rules.md §1). */
export const trainingInstitution = {
  since: 2024,
  title: {
    nl: 'Erkende opleidingsinstelling voor GZ-psychologen',
    en: 'Recognised training institution for healthcare psychologists',
    tr: 'Sağlık psikologları için tanınmış eğitim kurumu',
  },
  text: {
    nl: 'Sinds 2024 zijn we een erkende opleidingsinstelling voor GZ-psychologen. Psychologen kunnen bij ons de tweejarige opleiding tot gezondheidszorgpsycholoog volgen, met begeleiding van ervaren praktijkopleiders en werkbegeleiders. Zo investeren we in de zorg van morgen, en blijven we zelf scherp.',
    en: 'Since 2024 we have been a recognised training institution for healthcare psychologists (GZ-psychologists). Psychologists can complete the two-year specialist training with us, supervised by experienced trainers and clinical supervisors. In this way we invest in tomorrow’s care and keep ourselves sharp.',
    tr: '2024’ten bu yana sağlık psikologları (GZ-psycholoog) için tanınmış bir eğitim kurumuyuz. Psikologlar iki yıllık sağlık psikolojisi uzmanlık eğitimini deneyimli eğitmenler ve iş süpervizörleri eşliğinde bizde alabilir. Böylece geleceğin sağlık hizmetlerine yatırım yapıyor, kendimizi de sürekli geliştiriyoruz.',
  },
} as const satisfies { since: number; title: Localized; text: Localized };
