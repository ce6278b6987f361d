// The words of ../team.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/team.ts';

export default {
  teamFilterLabels: {
    all: 'Tüm çalışanlar',
    adults: 'Yetişkin ekibi',
    children: 'Çocuk ve genç ekibi',
    administration: 'İdari işler ve yönetim',
  },
  teamGroupLabels: {
    psychologists: 'Psikologlar',
    specialists: 'Uzmanlar ve terapistler',
    medical: 'Tıbbi ekip',
    directors: 'Yönetim',
    support: 'İdari işler ve destek',
  },
  teamMembers: {
    'ruud-hoekstra': {
      role: 'İdari ve mali işler direktörü',
    },
    'elif-aydin': {
      role: 'Sağlık psikoloğu ve sorumlu terapist',
    },
    'sanne-bakker': {
      role: 'Psikolog',
    },
    'kemal-ozturk': {
      role: 'Uzmanlık eğitimindeki sağlık psikoloğu',
    },
    'thijs-van-leeuwen': {
      role: 'Sağlık psikoloğu',
    },
    'yasmina-el-amrani': {
      role: 'Çocuk ve ergen psikoloğu',
    },
    'rachelle-doelwijt': {
      role: 'Çocuk gelişimi uzmanı (orthopedagoog)',
    },
    'lotte-jansen': {
      role: 'Çocuk ve genç psikoloğu',
    },
    'merel-visser': {
      role: 'Klinik psikolog',
    },
    'hakan-sahin': {
      role: 'Psikoterapist',
    },
    'sevda-celik': {
      role: 'Bilişsel davranışçı terapist',
    },
    'nadia-bouzid': {
      role: 'Aile ve sistem terapisti',
    },
    'priya-ramdin': {
      role: 'Oyun terapisti',
    },
    'ayoub-benali': {
      role: 'Psikiyatrist',
    },
    'jolanda-kromosoeto': {
      role: 'Ruh sağlığı uzman hemşiresi',
    },
    'floor-de-graaf': {
      role: 'Çocuk ve ergen psikiyatristi',
    },
    'mirjam-koster': {
      role: 'Ofis yöneticisi',
    },
    'gulsen-arslan': {
      role: 'Başvuru ve ön değerlendirme sorumlusu',
    },
    'bilal-chaara': {
      role: 'Danışan kayıtları ve faturalama görevlisi',
    },
    'dewi-soekhoe': {
      role: 'Sekreter',
    },
  },
} satisfies Translation<typeof source>;
