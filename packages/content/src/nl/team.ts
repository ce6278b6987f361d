// The words of ../team.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  teamFilterLabels: {
    all: 'Alle medewerkers',
    adults: 'Team volwassenen',
    children: 'Team kind en jeugd',
    administration: 'Administratie en management',
  },
  teamGroupLabels: {
    psychologists: 'Psychologen',
    specialists: 'Specialisten en therapeuten',
    medical: 'Medisch team',
    directors: 'Directie',
    support: 'Administratie en ondersteuning',
  },
  teamMembers: {
    'ruud-hoekstra': {
      role: 'Zakelijk directeur',
    },
    'elif-aydin': {
      role: 'GZ-psycholoog en regiebehandelaar',
    },
    'sanne-bakker': {
      role: 'Psycholoog',
    },
    'kemal-ozturk': {
      role: 'GZ-psycholoog in opleiding',
    },
    'thijs-van-leeuwen': {
      role: 'GZ-psycholoog',
    },
    'yasmina-el-amrani': {
      role: 'Kinder- en jeugdpsycholoog',
    },
    'rachelle-doelwijt': {
      role: 'Orthopedagoog-generalist',
    },
    'lotte-jansen': {
      role: 'Jeugdpsycholoog',
    },
    'merel-visser': {
      role: 'Klinisch psycholoog',
    },
    'hakan-sahin': {
      role: 'Psychotherapeut',
    },
    'sevda-celik': {
      role: 'Cognitief gedragstherapeut',
    },
    'nadia-bouzid': {
      role: 'Systeemtherapeut',
    },
    'priya-ramdin': {
      role: 'Speltherapeut',
    },
    'ayoub-benali': {
      role: 'Psychiater',
    },
    'jolanda-kromosoeto': {
      role: 'Verpleegkundig specialist GGZ',
    },
    'floor-de-graaf': {
      role: 'Kinder- en jeugdpsychiater',
    },
    'mirjam-koster': {
      role: 'Officemanager',
    },
    'gulsen-arslan': {
      role: 'Medewerker aanmelding en screening',
    },
    'bilal-chaara': {
      role: 'Medewerker zorgadministratie',
    },
    'dewi-soekhoe': {
      role: 'Secretaresse',
    },
  },
} as const;
