import {
  brand,
  departmentCallsToAction,
  departmentJourneys,
  locales,
  registrationContactTiles,
  registrationPaths,
  registrationSteps,
  registrationStopNotice,
  adultComplaintAreas,
  adultExclusionCriteria,
  adultOfferMethods,
  childExclusionCriteria,
  childOfferMethods,
  adultReimbursement,
  childReimbursement,
  contractedMunicipalities,
  deductible,
  tariffs,
  insurerGroups,
  adultApproachTimeline,
  adultTreatmentExclusionTiles,
  adultTreatmentMethods,
  ageGroupApproaches,
  cancellation,
  childAndYouthAgeScope,
  childApproachTimeline,
  childComplaintTiles,
  childTreatmentMethods,
  referralRequirements,
  session,
  youthConsent,
  psychodiagnosticExaminations,
  whoWeHelp,
  waitingTimeCards,
  waitingTimeInfo,
  localizedPath,
  type Locale,
} from '@ankerlicht/content';
import { expect, gotoIn, message, pageTitle, test } from '../support/site.ts';

// Axe on each of these pages, at both widths in every language: quality.spec.ts.

/** The list right under a section's h2. */
function sectionList(page: import('@playwright/test').Page, locale: Locale, messageId: string) {
  return page
    .getByRole('main')
    .getByRole('region', { name: message(locale, messageId) })
    .getByRole('list')
    .first();
}

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

for (const locale of locales) {
  test.describe(`registration chooser (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoIn(page, locale, '/aanmelden');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'registrationChooser'));
    });

    test('shows both paths with their benefits and links', async ({ page }) => {
      for (const path of registrationPaths) {
        const card = main(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: path.title[locale], exact: true }) });
        await expect(card).toHaveCount(1);
        for (const benefit of path.benefits) await expect(card.getByText(benefit[locale])).toBeVisible();
        await expect(card.getByRole('link', { name: path.formLinkLabel[locale] })).toHaveAttribute(
          'href',
          localizedPath(locale, path.formHref),
        );
        await expect(card.getByRole('link', { name: path.waitingTimeLinkLabel[locale] })).toHaveAttribute(
          'href',
          localizedPath(locale, path.waitingTimeHref),
        );
      }
      expect(registrationPaths.map((path) => path.formHref)).toEqual(['/aanmelden-volwassenen', '/aanmelden-kind-jeugd']);
    });

    test('shows the three steps in order', async ({ page }) => {
      const steps = main(page).getByRole('heading', { level: 2, name: message(locale, 'page.registrationChooser.stepsHeading') });
      await expect(steps).toBeVisible();
      expect(registrationSteps).toHaveLength(3);
      for (const step of registrationSteps) {
        await expect(main(page).getByRole('heading', { level: 3, name: step.title[locale] })).toBeVisible();
      }
    });

    test('the contact tiles dial, write and open the map in a new tab', async ({ page }) => {
      const [phone, email, address] = registrationContactTiles;
      const phoneLink = main(page).getByRole('link', { name: phone!.title[locale] });
      await expect(phoneLink).toHaveAttribute('href', `tel:${brand.phone.replace(/[\s-]/g, '')}`);
      await expect(phoneLink).toHaveAttribute('href', 'tel:0207654321');
      const mailLink = main(page).getByRole('link', { name: email!.title[locale] });
      await expect(mailLink).toHaveAttribute('href', `mailto:${brand.email}`);
      const mapsLink = main(page).getByRole('link', { name: address!.title[locale] });
      await expect(mapsLink).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      await expect(mapsLink).toHaveAttribute('target', '_blank');
      await expect(mapsLink).toContainText(message(locale, 'ui.link.opensInNewTab'));
      await expect(main(page).getByText('Amsterdam & Zaandam')).toBeVisible();
    });
  });

  test.describe(`waiting-time overview (${locale})`, () => {
    test('three cards with bars by status, links, details and a call to register', async ({ page }) => {
      await gotoIn(page, locale, '/wachttijd');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'waitingTimes'));
      const fill = { low: 30, medium: 60, high: 90, urgent: 90 } as const;
      expect(waitingTimeCards).toHaveLength(3);
      for (const card of waitingTimeCards) {
        const item = main(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name: card.title[locale], exact: true }) });
        await expect(item).toHaveCount(1);
        const meter = item.getByRole('meter');
        await expect(meter).toHaveAttribute('aria-valuenow', String(fill[card.status]));
        // The drawn bar is as wide as the value says.
        const [track, bar] = await meter.evaluate((element) => {
          const fillElement = element.querySelector('[style*="width"]') as HTMLElement;
          return [fillElement.parentElement!.getBoundingClientRect().width, fillElement.getBoundingClientRect().width];
        });
        expect(Math.round((bar / track) * 100)).toBe(fill[card.status]);
        await expect(item.getByRole('link', { name: card.linkLabel[locale] })).toHaveAttribute(
          'href',
          localizedPath(locale, card.href),
        );
      }
      await expect(main(page).getByRole('link', { name: waitingTimeCards[0]!.linkLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/volwassenen/wachttijd'),
      );
      await expect(main(page).getByRole('link', { name: waitingTimeCards[1]!.linkLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/kind-jeugd/wachttijd'),
      );
      const details = main(page).getByRole('region', { name: message(locale, 'page.waitingTimes.detailsHeading') });
      for (const info of Object.values(waitingTimeInfo)) {
        await expect(details.getByRole('heading', { level: 3, name: info.title[locale], exact: true })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: departmentCallsToAction.adults.registerLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/aanmelden-volwassenen'),
      );
      await expect(
        main(page).getByRole('link', { name: departmentCallsToAction.children.registerLabel[locale] }),
      ).toHaveAttribute('href', localizedPath(locale, '/aanmelden-kind-jeugd'));
    });
  });

  test.describe(`department waiting times (${locale})`, () => {
    for (const { path, care, id } of [
      { path: '/kind-jeugd/wachttijd', care: 'children', id: 'childWaitingTime' },
      { path: '/volwassenen/wachttijd', care: 'adults', id: 'adultWaitingTime' },
    ] as const) {
      test(`${path}: current wait, screening, four steps and a call to register`, async ({ page }) => {
        await gotoIn(page, locale, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, id));
        const info = waitingTimeInfo[care];
        await expect(main(page).getByText(info.currentValue[locale], { exact: true })).toBeVisible();
        await expect(
          main(page).getByRole('heading', { level: 2, name: message(locale, 'page.departmentWaitingTime.screeningHeading') }),
        ).toBeVisible();
        const journey = main(page)
          .locator('ol')
          .filter({ has: page.getByRole('heading', { level: 3, name: departmentJourneys[care][0]!.title[locale] }) });
        await expect(journey.getByRole('listitem')).toHaveCount(4);
        await expect(main(page).getByRole('link', { name: departmentCallsToAction[care].registerLabel[locale] })).toHaveAttribute(
          'href',
          localizedPath(locale, departmentCallsToAction[care].registerHref),
        );
        const alert = main(page).getByRole('region', { name: registrationStopNotice.title[locale] });
        await expect(alert).toHaveCount(care === 'adults' ? 1 : 0);
      });
    }
  });

  test.describe(`treatment offer (${locale})`, () => {
    test('children: nine methods, the gallery, six situations, examinations and exclusions', async ({ page }) => {
      await gotoIn(page, locale, '/kind-jeugd/behandelaanbod');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'childOffer'));
      expect(childOfferMethods).toHaveLength(9);
      const methods = sectionList(page, locale, 'page.treatmentOffer.methodsHeading');
      await expect(methods.getByRole('listitem')).toHaveCount(9);
      for (const method of childOfferMethods)
        await expect(methods.getByRole('heading', { name: method.title[locale] })).toBeVisible();
      await expect(sectionList(page, locale, 'page.treatmentOffer.whoWeHelpHeading').getByRole('listitem')).toHaveCount(
        whoWeHelp.length,
      );
      expect(whoWeHelp).toHaveLength(6);
      await expect(sectionList(page, locale, 'page.treatmentOffer.diagnosticsHeading').getByRole('listitem')).toHaveCount(
        psychodiagnosticExaminations.length,
      );
      await expect(sectionList(page, locale, 'page.treatmentOffer.exclusionsHeading').getByRole('listitem')).toHaveCount(
        childExclusionCriteria.length,
      );
    });

    test('children: a gallery picture opens enlarged in a dialog that traps focus and closes on Escape', async ({ page }) => {
      await gotoIn(page, locale, '/kind-jeugd/behandelaanbod');
      const gallery = page.getByRole('main').getByRole('region', { name: message(locale, 'page.treatmentOffer.galleryHeading') });
      const alt = message(locale, 'page.treatmentOffer.gallery.drawingAlt');
      const thumbnails = gallery.getByRole('button');
      await expect(thumbnails).toHaveCount(4);
      const opener = gallery.getByRole('button', { name: message(locale, 'ui.imageGallery.enlarge', { alt }) });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
      await expect(dialog.getByText(message(locale, 'page.treatmentOffer.gallery.drawingCaption'))).toBeVisible();
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('adults: eleven methods, nine complaint areas and five exclusion criteria', async ({ page }) => {
      await gotoIn(page, locale, '/volwassenen/behandelaanbod');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'adultOffer'));
      await expect(sectionList(page, locale, 'page.treatmentOffer.methodsHeading').getByRole('listitem')).toHaveCount(11);
      await expect(sectionList(page, locale, 'page.treatmentOffer.complaintsHeading').getByRole('listitem')).toHaveCount(9);
      await expect(sectionList(page, locale, 'page.treatmentOffer.exclusionsHeading').getByRole('listitem')).toHaveCount(5);
      expect([adultOfferMethods.length, adultComplaintAreas.length, adultExclusionCriteria.length]).toEqual([11, 9, 5]);
      await expect(
        page.getByRole('main').getByRole('region', { name: message(locale, 'page.treatmentOffer.galleryHeading') }),
      ).toHaveCount(0);
    });
  });

  test.describe(`financing (${locale})`, () => {
    test('children: the municipality pays, eight contracted municipalities and a call to register', async ({ page }) => {
      await gotoIn(page, locale, '/kind-jeugd/financiering');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'childFinancing'));
      await expect(main(page).getByRole('heading', { level: 2, name: childReimbursement.title[locale] })).toBeVisible();
      await expect(main(page).getByText(childReimbursement.paragraphs[0]![locale])).toBeVisible();
      const municipalities = sectionList(page, locale, 'page.financing.municipalitiesHeading');
      await expect(municipalities.getByRole('listitem')).toHaveCount(8);
      expect(contractedMunicipalities).toHaveLength(8);
      for (const name of contractedMunicipalities) await expect(municipalities.getByText(name, { exact: true })).toBeVisible();
      await expect(main(page).getByRole('region', { name: registrationStopNotice.title[locale] })).toHaveCount(0);
      await expect(
        main(page).getByRole('link', { name: departmentCallsToAction.children.registerLabel[locale] }),
      ).toHaveAttribute('href', localizedPath(locale, '/aanmelden-kind-jeugd'));
    });

    test('adults: the registration stop, reimbursement, the deductible and eight insurer groups with their brands', async ({
      page,
    }) => {
      await gotoIn(page, locale, '/volwassenen/financiering');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'adultFinancing'));
      const notice = main(page).getByRole('region', { name: registrationStopNotice.title[locale] });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(message(locale, 'ui.notice.toneCritical'));
      await expect(main(page).getByRole('heading', { level: 2, name: adultReimbursement.title[locale] })).toBeVisible();
      await expect(main(page).getByText(adultReimbursement.paragraphs[1]![locale])).toContainText(`${deductible.euros}`);
      await expect(main(page).getByText(deductible.text[locale])).toContainText('385');
      expect([deductible.year, deductible.euros]).toEqual([2026, 385]);
      const groups = main(page)
        .getByRole('region', { name: message(locale, 'page.financing.insurersHeading') })
        .getByRole('list')
        .first();
      await expect(groups.locator(':scope > li')).toHaveCount(8);
      expect(insurerGroups).toHaveLength(8);
      for (const group of insurerGroups) {
        const card = groups
          .locator(':scope > li')
          .filter({ has: page.getByRole('heading', { level: 3, name: group.name, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole('listitem')).toHaveCount(group.brands.length);
        await expect(card.getByText(message(locale, 'page.financing.registrationStopBadge'))).toHaveCount(
          group.registrationStop ? 1 : 0,
        );
      }
      await expect(main(page).getByRole('link', { name: departmentCallsToAction.adults.registerLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/aanmelden-volwassenen'),
      );
    });
    for (const path of ['/kind-jeugd/financiering', '/volwassenen/financiering'])
      test(`${path}: the rates per consultation, the NZa's tariff finder in a new tab and the late-cancellation fee`, async ({
        page,
      }) => {
        await gotoIn(page, locale, path);
        const section = main(page).getByRole('region', { name: tariffs.title[locale] });
        await expect(section.getByText(tariffs.text[locale])).toBeVisible();
        const finder = section.getByRole('link', { name: tariffs.finder.label[locale] });
        await expect(finder).toHaveAttribute('href', 'https://zorgprestatiemodel.nza.nl/');
        await expect(finder).toHaveAttribute('target', '_blank');
        await expect(section.getByText(cancellation.text[locale])).toContainText(`${cancellation.lateCancellationFeeEuros}`);
      });
  });

  test.describe(`treatments overview (${locale})`, () => {
    test('children: up to 18, four methods, twelve complaint tiles, school, parents and two buttons', async ({ page }) => {
      await gotoIn(page, locale, '/kind-jeugd/behandelingen');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'childTreatments'));
      await expect(main(page).getByText(childAndYouthAgeScope.treatmentsAndApproachPages.text[locale])).toBeVisible();
      const methods = sectionList(page, locale, 'page.treatments.methodsHeading');
      await expect(methods.getByRole('listitem')).toHaveCount(4);
      for (const method of childTreatmentMethods)
        await expect(methods.getByRole('heading', { level: 3, name: method.title[locale] })).toBeVisible();
      await expect(sectionList(page, locale, 'page.treatments.complaintsHeading').getByRole('listitem')).toHaveCount(12);
      expect([childTreatmentMethods.length, childComplaintTiles.length]).toEqual([4, 12]);
      for (const id of ['page.treatments.schoolHeading', 'page.treatments.parentsHeading']) {
        await expect(main(page).getByRole('heading', { level: 2, name: message(locale, id) })).toBeVisible();
      }
      await expect(
        main(page).getByRole('link', { name: departmentCallsToAction.children.registerLabel[locale] }),
      ).toHaveAttribute('href', localizedPath(locale, '/aanmelden-kind-jeugd'));
      await expect(main(page).getByRole('link', { name: message(locale, 'page.treatments.approachLink') })).toHaveAttribute(
        'href',
        localizedPath(locale, '/kind-jeugd/werkwijze'),
      );
    });

    test('adults: six methods, twelve exclusion tiles and a personal approach that links to contact', async ({ page }) => {
      await gotoIn(page, locale, '/volwassenen/behandelingen');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'adultTreatments'));
      await expect(sectionList(page, locale, 'page.treatments.methodsHeading').getByRole('listitem')).toHaveCount(6);
      await expect(sectionList(page, locale, 'page.treatments.exclusionsHeading').getByRole('listitem')).toHaveCount(12);
      expect([adultTreatmentMethods.length, adultTreatmentExclusionTiles.length]).toEqual([6, 12]);
      const personal = main(page).getByRole('region', { name: message(locale, 'page.treatments.personalHeading') });
      await expect(personal.getByRole('link', { name: message(locale, 'page.treatments.contactLink') })).toHaveAttribute(
        'href',
        localizedPath(locale, '/contact'),
      );
      await expect(main(page).getByRole('link', { name: departmentCallsToAction.adults.registerLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/aanmelden-volwassenen'),
      );
    });
  });

  test.describe(`approach (${locale})`, () => {
    test('children: six-step timeline, three age groups, parents and school, privacy and two buttons', async ({ page }) => {
      await gotoIn(page, locale, '/kind-jeugd/werkwijze');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'childApproach'));
      await expect(main(page).getByText(childAndYouthAgeScope.treatmentsAndApproachPages.text[locale])).toBeVisible();
      const timeline = sectionList(page, locale, 'page.approach.timelineHeading');
      await expect(timeline.locator(':scope > li')).toHaveCount(6);
      for (const [index, step] of childApproachTimeline.entries()) {
        const name = `${message(locale, 'ui.stepList.step', { number: String(index + 1) })} ${step.title[locale]}`;
        await expect(timeline.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      }
      const ageGroups = sectionList(page, locale, 'page.approach.ageGroupsHeading');
      await expect(ageGroups.locator(':scope > li')).toHaveCount(3);
      expect([childApproachTimeline.length, ageGroupApproaches.length]).toEqual([6, 3]);
      await expect(
        main(page).getByRole('heading', { level: 2, name: message(locale, 'page.approach.collaborationHeading') }),
      ).toBeVisible();
      const privacy = main(page).getByRole('region', { name: message(locale, 'page.approach.privacyHeading') });
      await expect(privacy.getByText(youthConsent.text[locale])).toBeVisible();
      expect([youthConsent.sharingAgreementsFromAge, youthConsent.bothParentsConsentUnderAge]).toEqual([12, 16]);
      await expect(
        main(page).getByRole('link', { name: departmentCallsToAction.children.registerLabel[locale] }),
      ).toHaveAttribute('href', localizedPath(locale, '/aanmelden-kind-jeugd'));
      await expect(main(page).getByRole('link', { name: message(locale, 'page.approach.faqLink') })).toHaveAttribute(
        'href',
        localizedPath(locale, '/faq'),
      );
    });

    test('adults: six-step timeline, practical information, reimbursement and two buttons', async ({ page }) => {
      await gotoIn(page, locale, '/volwassenen/werkwijze');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'adultApproach'));
      const timeline = sectionList(page, locale, 'page.approach.timelineHeading');
      await expect(timeline.locator(':scope > li')).toHaveCount(6);
      expect(adultApproachTimeline).toHaveLength(6);
      const practical = main(page).getByRole('region', { name: message(locale, 'page.approach.practicalHeading') });
      await expect(practical.getByText(session.text[locale])).toContainText('45');
      await expect(practical.getByText(cancellation.text[locale])).toContainText('24');
      const reimbursement = main(page).getByRole('region', { name: message(locale, 'page.approach.reimbursementHeading') });
      await expect(reimbursement.getByRole('link', { name: message(locale, 'page.approach.financingLink') })).toHaveAttribute(
        'href',
        localizedPath(locale, '/volwassenen/financiering'),
      );
      await expect(main(page).getByRole('link', { name: departmentCallsToAction.adults.registerLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/aanmelden-volwassenen'),
      );
      await expect(main(page).getByRole('link', { name: message(locale, 'page.approach.contactLink') })).toHaveAttribute(
        'href',
        localizedPath(locale, '/contact'),
      );
    });
  });

  test.describe(`referrers (${locale})`, () => {
    test('waiting times link to both pages; referral letter, eight municipalities and eight insurer groups', async ({ page }) => {
      await gotoIn(page, locale, '/verwijzers');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle(locale, 'referrers'));
      const waiting = main(page).getByRole('region', { name: message(locale, 'page.referrers.waitingTimesHeading') });
      const [adultCard, childCard] = waitingTimeCards;
      await expect(waiting.getByRole('link', { name: adultCard!.linkLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/volwassenen/wachttijd'),
      );
      await expect(waiting.getByRole('link', { name: childCard!.linkLabel[locale] })).toHaveAttribute(
        'href',
        localizedPath(locale, '/kind-jeugd/wachttijd'),
      );
      const letter = main(page).getByRole('region', { name: message(locale, 'page.referrers.letterHeading') });
      for (const [care, headingId] of [
        ['adults', 'page.referrers.adultsHeading'],
        ['children', 'page.referrers.childrenHeading'],
      ] as const) {
        const card = letter
          .locator(':scope li')
          .filter({ has: page.getByRole('heading', { level: 3, name: message(locale, headingId) }) });
        for (const item of [...referralRequirements[care].letterMustInclude, ...referralRequirements[care].referrers]) {
          await expect(card.getByText(item[locale], { exact: true })).toBeVisible();
        }
        // From 18 only the GP or a medical specialist refers (children's card only).
        const { referrersNote } = referralRequirements[care];
        if (referrersNote) await expect(card.getByText(referrersNote[locale], { exact: true })).toBeVisible();
      }
      await expect(letter).toContainText('AGB');
      await expect(letter).toContainText('DSM-5');
      await expect(sectionList(page, locale, 'page.referrers.municipalitiesHeading').getByRole('listitem')).toHaveCount(8);
      const insurers = sectionList(page, locale, 'page.referrers.insurersHeading');
      await expect(insurers.locator(':scope > li')).toHaveCount(8);
      for (const group of insurerGroups)
        await expect(insurers.getByRole('heading', { level: 3, name: group.name, exact: true })).toBeVisible();
    });
  });
}

export type { Locale };
