// The words of ../valueCards.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  teamValues: {
    diversity: {
      title: 'Diversiteit',
      description:
        'Ons team is net zo divers als Amsterdam en de Zaanstreek. We hebben wortels in Nederland, Turkije, Marokko, Suriname en verder. Daardoor begrijpen we vaak snel waar u vandaan komt, ook in uw eigen taal.',
    },
    multidisciplinary: {
      title: 'Multidisciplinair',
      description:
        'Psychologen, therapeuten, psychiaters en een verpleegkundig specialist werken bij ons samen. In overleg kijken we welke kennis u nodig hebt, zodat u de juiste hulp krijgt.',
    },
    'professional-development': {
      title: 'Professionele ontwikkeling',
      description:
        'We blijven leren. Onze behandelaars volgen scholing, krijgen supervisie en bespreken hun werk met elkaar. Sinds 2024 leiden we ook GZ-psychologen op.',
    },
  },
} as const;
