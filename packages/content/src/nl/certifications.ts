// The words of ../certifications.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  kwaliteitsstatuut: {
    name: 'Kwaliteitsstatuut GGZ',
    description:
      'Ons kwaliteitsstatuut staat in het openbare register van Zorginstituut Nederland. Daarin staat hoe we de zorg hebben ingericht, wie verantwoordelijk is en hoe we de kwaliteit bewaken.',
    logoAlt: 'Kwaliteitsstatuut GGZ',
  },
  iso9001: {
    description:
      'Een onafhankelijke instelling controleert elk jaar of onze werkwijze goed is vastgelegd en of we leren van klachten, fouten en ervaringen van cliënten.',
    logoAlt: 'ISO 9001-certificaat',
  },
  nen7510: {
    description:
      'De Nederlandse norm voor informatiebeveiliging in de zorg. Het certificaat laat zien dat we uw medische gegevens veilig bewaren en alleen delen met wie dat mag.',
    logoAlt: 'NEN 7510-certificaat informatiebeveiliging',
  },
  gzTraining: {
    name: 'Erkende opleidingsinstelling GZ-psycholoog',
    description:
      'Sinds 2024 mogen we GZ-psychologen opleiden. Die erkenning krijgt een instelling alleen als de zorg, de supervisie en de begeleiding aan strenge eisen voldoen, en die worden regelmatig gecontroleerd.',
    logoAlt: 'Erkend als opleidingsinstelling voor GZ-psychologen',
  },
  trainingInstitution: {
    title: 'Erkende opleidingsinstelling voor GZ-psychologen',
    text: 'Sinds 2024 zijn we een erkende opleidingsinstelling voor GZ-psychologen. Psychologen kunnen bij ons de tweejarige opleiding tot gezondheidszorgpsycholoog volgen, met begeleiding van ervaren praktijkopleiders en werkbegeleiders. Zo investeren we in de zorg van morgen, en blijven we zelf scherp.',
  },
} as const;
