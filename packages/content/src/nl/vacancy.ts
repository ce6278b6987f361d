// The words of ../vacancy.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  vacancy: {
    title: 'Kinder- en jeugdpsycholoog of orthopedagoog',
    subtitle: 'Help jij kinderen en hun ouders weer op weg, in een team dat net zo divers is als de stad?',
    location: 'Amsterdam, Noord-Holland',
    hoursText: '24 tot 36 uur per week',
    badge: 'Actuele vacature',
    salary: {
      text: 'Salaris volgens de CAO GGZ, schaal FWG 60, afhankelijk van je ervaring',
    },
    sections: {
      about: {
        title: 'Over Ankerlicht GGZ',
        paragraphs: [
          'Ankerlicht GGZ geeft ambulante ggz aan volwassenen, kinderen en jongeren. We hebben locaties in Amsterdam Nieuw-West en Zaandam. Onze cliënten komen uit alle delen van de wereld. Ons team ook: samen spreken we meer dan vijf talen.',
          'We werken vanuit drie kernwaarden: verbinding, diversiteit en maatwerk. We zijn een platte organisatie waarin je elkaar kent, snel kunt overleggen en waar ruimte is voor je eigen ideeën.',
        ],
      },
      role: {
        title: 'Jouw rol',
        paragraphs: [
          'Als psycholoog of orthopedagoog in ons team kind en jeugd doe je intakes, psychodiagnostisch onderzoek en behandelingen bij kinderen en jongeren van 4 tot 18 jaar. Je werkt nauw samen met ouders, met school en met collega’s als de speltherapeut, systeemtherapeut en kinder- en jeugdpsychiater.',
          'Je behandelt met bewezen methoden, zoals cognitieve gedragstherapie en ouderbegeleiding, en je denkt mee over hoe we ons aanbod verder verbeteren.',
        ],
      },
      offer: {
        title: 'Wat wij bieden',
        paragraphs: ['Bij ons krijg je de ruimte om te groeien, in een warm en betrokken team.'],
        bullets: [
          'Een jaarcontract met uitzicht op een vaste aanstelling',
          'Een eigen scholingsbudget en tijd voor intervisie en supervisie',
          'Kans op een opleidingsplaats tot GZ-psycholoog: we zijn een erkende opleidingsinstelling',
          'Werken op twee goed bereikbare locaties, met de mogelijkheid om deels online te werken',
          'Een collegiaal team met korte lijnen en een eigen behandelkamer met spelmaterialen',
        ],
      },
      profile: {
        title: 'Wie wij zoeken',
        paragraphs: [
          'Je bent warm, nieuwsgierig en nuchter. Je voelt je thuis bij gezinnen met heel verschillende achtergronden en je zoekt samen met ouders naar wat werkt. Verder vragen we:',
        ],
        bullets: [
          'Een afgeronde master in de psychologie of (ortho)pedagogiek',
          'Een geldige registratie in het Kwaliteitsregister Jeugd (SKJ)',
          'Een BAPD- (NIP) of Logo-verklaring (NVO) voor psychodiagnostiek',
          'Minimaal 2 jaar werkervaring met kinderen en jongeren in de ggz of jeugdhulp',
          'Pré: je spreekt naast Nederlands ook Turks, Arabisch, Tarifit of een andere taal van onze cliënten',
        ],
      },
      terms: {
        title: 'Arbeidsvoorwaarden',
        paragraphs: [
          'Je salaris is volgens de CAO GGZ, schaal FWG 60, afhankelijk van je ervaring. Daarnaast krijg je 8% vakantiegeld, een eindejaarsuitkering van 8,3%, pensioen bij PFZW en een reiskostenvergoeding.',
          'De werktijd is 24 tot 36 uur per week, verdeeld over ten minste drie dagen. Samen maken we een rooster dat bij jou past.',
        ],
      },
    },
    interested: {
      title: 'Interesse?',
      text: 'Stuur je cv en een korte motivatie naar onze directeur. Heb je eerst vragen? Mail gerust, dan bellen we je terug.',
      closing: 'We kijken uit naar je reactie. Een verklaring omtrent het gedrag (VOG) is onderdeel van de procedure.',
    },
  },
} as const;
