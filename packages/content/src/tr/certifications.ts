// The words of ../certifications.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/certifications.ts';

export default {
  kwaliteitsstatuut: {
    name: 'Ruh sağlığı hizmetleri kalite tüzüğü (Kwaliteitsstatuut GGZ)',
    description:
      'Kalite tüzüğümüz, Hollanda Ulusal Sağlık Enstitüsü’nün (Zorginstituut Nederland) kamuya açık sicilinde yer alır. Tedavimizin nasıl düzenlendiğini, kimin sorumlu olduğunu ve kaliteyi nasıl güvence altına aldığımızı anlatır.',
    logoAlt: 'Ruh sağlığı hizmetleri kalite tüzüğü (Kwaliteitsstatuut GGZ)',
  },
  iso9001: {
    description:
      'Bağımsız bir kuruluş her yıl çalışma yöntemimizin doğru şekilde kayıt altına alınıp alınmadığını ve şikâyetlerden, hatalardan ve danışan deneyimlerinden ders çıkarıp çıkarmadığımızı denetler.',
    logoAlt: 'ISO 9001 sertifikası',
  },
  nen7510: {
    description:
      'Sağlık hizmetlerinde bilgi güvenliğine ilişkin Hollanda standardı. Tıbbi verilerinizi güvenle sakladığımızı ve yalnızca görmeye yetkili kişilerle paylaştığımızı gösterir.',
    logoAlt: 'NEN 7510 bilgi güvenliği sertifikası',
  },
  gzTraining: {
    name: 'Sağlık psikologları için yetkili eğitim kurumu',
    description:
      '2024’ten bu yana sağlık psikoloğu yetiştirme yetkimiz var. Bu yetki bir kuruma yalnızca tedavi, süpervizyon ve rehberlik sıkı şartları karşıladığında verilir ve bu şartlar düzenli olarak denetlenir.',
    logoAlt: 'Sağlık psikologları için yetkili eğitim kurumu',
  },
  trainingInstitution: {
    title: 'Sağlık psikologları için yetkili eğitim kurumu',
    text: '2024’ten bu yana sağlık psikologları (GZ-psycholoog) için yetkili bir eğitim kurumuyuz. Psikologlar iki yıllık sağlık psikolojisi uzmanlık eğitimini deneyimli eğitmenler ve süpervizörler eşliğinde bizde alabilir. Böylece geleceğin sağlık hizmetlerine yatırım yapıyor, kendimizi de sürekli geliştiriyoruz.',
  },
} satisfies Translation<typeof source>;
