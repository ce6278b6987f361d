import { describe, expect, it } from 'vitest';
import { locales } from './locale.ts';
import { languageWords } from './languageWords.testing.ts';
import {
  brand,
  cancellation,
  childAgeGroups,
  childAndYouthAgeScope,
  adultAgeScope,
  contractedMunicipalities,
  crisisLines,
  deductible,
  funding,
  insurerGroups,
  intake,
  medicalFileRetention,
  phoneHours,
  registrationStopNotice,
  screeningCall,
  session,
  shortTreatment,
  timeUnits,
  trainingInstitution,
  urgentAppointment,
  vacancy,
  vacancySectionIds,
  initiallyOpenVacancySections,
  waitingTimeCards,
  waitingTimeInfo,
  waitingTimeStatusFill,
  waitingTimeStatuses,
  waitingTimeTypes,
  youthConsent,
  yearFacts,
  formatEuros,
  formatLongDate,
  faqEntries,
  referralRequirements,
  registrationContactTiles,
  registrationPaths,
  departmentCallsToAction,
  teamMembers,
  qualityStatute,
  privacyStatement,
  termsAndConditions,
  disclaimer,
  complaintsProcedure,
  accessibilityStatement,
  complaintSteps,
} from './index.ts';

describe('the business constants of product rules §9', () => {
  it('staffs the phone line on weekdays 09:00-12:00 and 13:00-16:30', () => {
    expect(phoneHours.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(phoneHours.slots).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '16:30' },
    ]);
  });

  it('has sessions of 45 minutes, weekly or every two weeks', () => {
    expect(session.minutes).toBe(45);
    expect(session.frequencies).toEqual(['weekly', 'biweekly']);
  });

  it('lets clients cancel free of charge up to 24 hours ahead', () => {
    expect(cancellation.freeUntilHoursBefore).toBe(24);
  });

  it('has a deductible of 385 euros in 2026, none under 18', () => {
    expect(deductible).toMatchObject({ year: 2026, euros: 385, appliesFromAge: 18 });
    expect(yearFacts).toMatchObject({ year: 2026, deductibleEuros: 385 });
    expect(funding.municipalityPaysUnderAge).toBe(18);
  });

  it('uses one reading of the screening call: within 2-4 weeks; intake 1-3 weeks after', () => {
    expect(screeningCall.withinWeeks).toEqual({ min: 2, max: 4 });
    expect(intake.weeksAfterScreening).toEqual({ min: 1, max: 3 });
    expect(urgentAppointment.withinWeeks).toBe(1);
  });

  it('describes a short treatment as 8-12 sessions over 3-6 months', () => {
    expect(shortTreatment.sessions).toEqual({ min: 8, max: 12 });
    expect(shortTreatment.months).toEqual({ min: 3, max: 6 });
  });

  it('sets the child age groups, consent and sharing ages, and file retention', () => {
    expect(childAgeGroups).toEqual([
      { from: 4, to: 8 },
      { from: 8, to: 12 },
      { from: 12, to: 18 },
    ]);
    expect(youthConsent.bothParentsConsentUnderAge).toBe(16);
    expect(youthConsent.sharingAgreementsFromAge).toBe(12);
    expect(medicalFileRetention.years).toBe(20);
  });

  it('keeps both child age limits, named by where they are used', () => {
    expect(childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.upToAge).toBe(23);
    expect(childAndYouthAgeScope.treatmentsAndApproachPages.upToAge).toBe(18);
    expect(adultAgeScope.fromAge).toBe(23);
  });

  it('lists the crisis lines: 112, 113 Zelfmoordpreventie on 0800-0113, and the GP', () => {
    expect(crisisLines.map((line) => line.id)).toEqual(['emergency', 'suicide-prevention', 'gp']);
    const suicidePrevention = crisisLines.find((line) => line.id === 'suicide-prevention');
    expect(suicidePrevention?.phone).toBe('0800-0113');
    expect(suicidePrevention?.shortNumber).toBe('113');
  });

  it('names the eight contracted municipalities exactly', () => {
    expect(contractedMunicipalities).toEqual([
      'Aalsmeer',
      'Amstelveen',
      'Amsterdam Nieuw-West',
      'Diemen',
      'Uithoorn',
      'Ouder-Amstel',
      'Zaanstreek-Waterland',
      'Zuid-Kennemerland',
    ]);
  });

  // The chooser said "all municipalities in our region", but the rest of Amsterdam and
  // Haarlemmermeer are not on the list (copy review nl12/en8/tr16): it names the list's count.
  it('claims contracts on the registration chooser with as many municipalities as the list holds', () => {
    const children = registrationPaths.find((path) => path.department === 'children');
    expect(contractedMunicipalities).toHaveLength(8);
    expect(children?.benefits.map((benefit) => benefit.nl)).toContain('Contract met acht gemeenten en regio’s');
    expect(children?.benefits.map((benefit) => benefit.en)).toContain('Contracts with eight municipalities and regions');
    expect(children?.benefits.map((benefit) => benefit.tr)).toContain('Sekiz belediye ve bölgeyle sözleşmeli');
    for (const benefit of children?.benefits ?? []) {
      expect(benefit.nl).not.toMatch(/alle gemeenten/);
      expect(benefit.en).not.toMatch(/all municipalities/);
      expect(benefit.tr).not.toMatch(/tüm belediye/);
    }
  });
});

describe('year-bound facts', () => {
  it('formats money and dates per language, with British English for English', () => {
    for (const locale of locales) {
      expect(formatEuros(385, locale), locale).toBe(languageWords[locale].facts.euros385);
      expect(formatLongDate('2025-09-01', locale), locale).toBe(languageWords[locale].facts.september1st2025);
    }
  });

  it('states the deductible with its year and formatted amount in every language', () => {
    const answer = faqEntries.find((item) => item.id === 'deductible')?.answer;
    for (const locale of locales) {
      for (const text of [deductible.text[locale], answer?.[locale] ?? '']) {
        expect(text).toContain(String(yearFacts.year));
        expect(text).toContain(formatEuros(yearFacts.deductibleEuros, locale));
      }
    }
  });

  it('counts each session towards the deductible of the year it takes place in (since 2022)', () => {
    const answer = faqEntries.find((item) => item.id === 'deductible')?.answer;
    expect(answer?.nl).toContain('jaar waarin het plaatsvindt');
    expect(answer?.nl).not.toContain('waarin de behandeling begon');
  });
});

describe('waiting times', () => {
  it('has the three summary cards with their durations, units, statuses and links', () => {
    expect(waitingTimeCards.map(({ type, duration, unit, status, href }) => ({ type, duration, unit, status, href }))).toEqual([
      { type: 'adults', duration: '3–6', unit: 'months', status: 'high', href: '/volwassenen/wachttijd' },
      { type: 'children', duration: '1', unit: 'month', status: 'low', href: '/kind-jeugd/wachttijd' },
      // An upper bound of 1 takes the singular: "0–1 week", not "0–1 weken" (copy review nl5).
      { type: 'urgent', duration: '0–1', unit: 'week', status: 'urgent', href: '/contact' },
    ]);
    for (const card of waitingTimeCards) {
      expect(timeUnits).toContain(card.unit);
      expect(waitingTimeStatuses).toContain(card.status);
    }
  });

  it('fills the progress bar 30, 60, 90 and 90 percent by status', () => {
    expect(waitingTimeStatusFill).toEqual({ low: 30, medium: 60, high: 90, urgent: 90 });
  });

  it('has a detail block per type, with screening info for both departments and the alert for adults only', () => {
    for (const type of waitingTimeTypes) expect(waitingTimeInfo[type].type).toBe(type);
    expect(waitingTimeInfo.adults.screeningInfo).toBeDefined();
    expect(waitingTimeInfo.children.screeningInfo).toBeDefined();
    expect(waitingTimeInfo.adults.alertInfo).toBeDefined();
    expect(waitingTimeInfo.children.alertInfo).toBeUndefined();
  });
});

describe('insurers', () => {
  it('flags exactly one group with the registration stop', () => {
    expect(insurerGroups.filter((group) => group.registrationStop)).toHaveLength(1);
  });

  it('names the flagged group’s brands in the notice and the adult waiting-time alert', () => {
    const flagged = insurerGroups.find((group) => group.registrationStop);
    for (const brandName of flagged?.brands ?? []) {
      expect(registrationStopNotice.text.nl).toContain(brandName);
      expect(waitingTimeInfo.adults.alertInfo?.nl).toContain(brandName);
    }
  });

  it('gives every group at least one brand, with no brand listed twice', () => {
    const brands = insurerGroups.flatMap((group) => group.brands);
    expect(insurerGroups.every((group) => group.brands.length > 0)).toBe(true);
    expect(new Set(brands).size).toBe(brands.length);
  });
});

describe('the vacancy', () => {
  it('is for 24 to 36 hours in Amsterdam, with the requirements of product rules §9', () => {
    expect(vacancy.hoursPerWeek).toEqual({ min: 24, max: 36 });
    expect(vacancy.location.nl).toBe('Amsterdam, Noord-Holland');
    expect(vacancy.requirements).toEqual({ skjRegistration: true, bapdOrLogoDeclaration: true, minYearsExperience: 2 });
    expect(vacancy.salary).toMatchObject({ cao: 'CAO GGZ', scale: 60 });
  });

  it('has the five sections, with only about open at first, and bullets for the offer and profile', () => {
    expect(vacancy.sections.map((section) => section.id)).toEqual([...vacancySectionIds]);
    expect(initiallyOpenVacancySections).toEqual(['about']);
    for (const id of ['offer', 'profile'] as const) {
      expect(vacancy.sections.find((section) => section.id === id)?.bullets?.length).toBeGreaterThan(2);
    }
  });

  it('names a team member as contact, with an address at the brand’s domain', () => {
    expect(teamMembers.map((member) => member.name)).toContain(vacancy.contact.name);
    expect(vacancy.contact.email.split('@')[1]).toBe(brand.email.split('@')[1]);
  });
});

describe('registration', () => {
  it('links each path to its form and waiting-time page', () => {
    expect(registrationPaths.map(({ formHref, waitingTimeHref }) => [formHref, waitingTimeHref])).toEqual([
      ['/aanmelden-volwassenen', '/volwassenen/wachttijd'],
      ['/aanmelden-kind-jeugd', '/kind-jeugd/wachttijd'],
    ]);
    for (const path of registrationPaths) expect(path.benefits).toHaveLength(3);
    expect(departmentCallsToAction.adults.registerHref).toBe('/aanmelden-volwassenen');
  });

  it('dials the phone number without dashes or spaces and mails the general address', () => {
    const [phone, email, address] = registrationContactTiles;
    expect(phone?.href).toBe('tel:0207654321');
    expect(email?.href).toBe(`mailto:${brand.email}`);
    expect(address?.value).toBe('Amsterdam & Zaandam');
    expect(address?.opensInNewTab).toBe(true);
  });

  it('asks adult referral letters for the date, the AGB code and a suspected DSM-5 diagnosis', () => {
    const required = referralRequirements.adults.letterMustInclude.map((item) => item.nl).join(' ');
    expect(required).toMatch(/datum/);
    expect(required).toMatch(/AGB-code/);
    expect(required).toMatch(/DSM-5/);
  });

  it('lets a medical specialist, youth doctor or neighbourhood team refer children', () => {
    const referrers = referralRequirements.children.referrers.map((item) => item.nl).join(' ');
    expect(referrers).toMatch(/medisch specialist/);
    expect(referrers).toMatch(/jeugdarts/);
    expect(referrers).toMatch(/wijkteam/);
  });

  // From 18 the Zorgverzekeringswet pays, not the Jeugdwet: the youth doctor and the neighbourhood
  // team may no longer refer, and the deductible applies (copy review nl13/nl14, en9, tr17).
  it('says that from 18 only the GP or a medical specialist refers a young person, and the deductible applies', () => {
    const note = referralRequirements.children.referrersNote;
    expect(note?.nl).toBe(
      'Voor jongeren van 18 tot 23 jaar: alleen de huisarts of een medisch specialist (Zorgverzekeringswet).',
    );
    for (const locale of locales) expect(note?.[locale], locale).toMatch(/18[^]*23/);
    const answer = faqEntries.find((entry) => entry.id === 'referral-children')?.answer;
    expect(answer?.nl).toMatch(
      /Vanaf 18 jaar is een verwijzing van de huisarts of een medisch specialist nodig en geldt het eigen risico/,
    );
    expect(answer?.en).toMatch(/From 18 a referral from a GP or medical specialist is needed and the deductible applies/);
    expect(answer?.tr).toMatch(/18 yaşından itibaren aile hekiminden veya uzman doktordan sevk gerekir ve kendi payı ödenir/);
    for (const locale of locales) expect(answer?.[locale], locale).toMatch(/23/);
  });
});

describe('long texts', () => {
  const texts = [privacyStatement, termsAndConditions, disclaimer, qualityStatute, complaintsProcedure, accessibilityStatement];

  it('carry a valid date and at least four sections each', () => {
    for (const text of texts) {
      expect(Number.isNaN(Date.parse(text.lastUpdated))).toBe(false);
      expect(text.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of text.sections) expect(section.paragraphs.length + (section.bullets?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('state the 20-year retention and the complaints address where visitors look for them', () => {
    expect(JSON.stringify(privacyStatement)).toContain('20 jaar');
    expect(JSON.stringify(privacyStatement)).toContain(brand.privacyEmail);
    expect(complaintSteps.map((step) => step.id)).toEqual([
      'talk-to-your-practitioner',
      'complaints-officer',
      'disputes-committee',
    ]);
    expect(complaintSteps[1]?.action?.href).toBe(`mailto:${brand.complaintsEmail}`);
  });

  it('tells how accessibility is tested: WCAG 2.2 AA, axe, keyboard and screen readers', () => {
    const nl = JSON.stringify(accessibilityStatement);
    for (const word of ['WCAG', '2.2', 'AA', 'axe', 'toetsenbord', 'schermlezer']) expect(nl).toContain(word);
  });

  it('has a recognised training institution since 2024', () => {
    expect(trainingInstitution.since).toBe(2024);
  });
});
