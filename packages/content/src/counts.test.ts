import { describe, expect, it } from 'vitest';
import * as content from './index.ts';
import {
  adultComplaintAreas,
  adultExclusionCriteria,
  adultOfferMethods,
  adultTreatmentExclusionTiles,
  adultTreatmentMethods,
  ageGroupApproaches,
  careJourney,
  childApproachTimeline,
  childComplaintTiles,
  childExclusionCriteria,
  childOfferMethods,
  childTreatmentMethods,
  adultApproachTimeline,
  coreValues,
  departmentJourneys,
  footerCertifications,
  icons,
  insurerGroups,
  journeyStepKinds,
  locations,
  psychodiagnosticExaminations,
  qualityCertifications,
  qualityStatuteInfo,
  registrationPaths,
  registrationSteps,
  registrationContactTiles,
  testimonialRoles,
  testimonials,
  whoWeHelp,
} from './index.ts';

describe('the counts the product rules set', () => {
  it.each([
    ['locations', locations, 2],
    ['testimonials', testimonials, 3],
    ['home care journey steps', careJourney, 4],
    ['adult department journey steps', departmentJourneys.adults, 4],
    ['child department journey steps', departmentJourneys.children, 4],
    ['child treatment offer methods', childOfferMethods, 9],
    ['adult treatment offer methods', adultOfferMethods, 11],
    ['child treatments overview methods', childTreatmentMethods, 4],
    ['adult treatments overview methods', adultTreatmentMethods, 6],
    ['child complaint tiles', childComplaintTiles, 12],
    ['adult complaint areas', adultComplaintAreas, 9],
    ['adult exclusion criteria', adultExclusionCriteria, 5],
    ['adult treatments exclusion tiles', adultTreatmentExclusionTiles, 12],
    ['child exclusion criteria', childExclusionCriteria, 5],
    ["'who we help' situations", whoWeHelp, 6],
    ['age-group approaches', ageGroupApproaches, 3],
    ['adult approach timeline steps', adultApproachTimeline, 6],
    ['child approach timeline steps', childApproachTimeline, 6],
    ['insurer groups', insurerGroups, 8],
    ['core values', coreValues, 3],
    ['quality statute certifications', qualityCertifications, 4],
    ['footer certifications', footerCertifications, 2],
    ['quality statute information sections', qualityStatuteInfo, 4],
    ['registration paths', registrationPaths, 2],
    ['registration process steps', registrationSteps, 3],
    ['registration contact tiles', registrationContactTiles, 3],
  ] as const)('%s: %i', (_name, list, count) => {
    expect(list).toHaveLength(count);
  });

  it('has at least two psychodiagnostic sub-examinations', () => {
    expect(psychodiagnosticExaminations.length).toBeGreaterThanOrEqual(2);
  });
});

describe('lists with a fixed order or fixed members', () => {
  it('gives the adult exclusion criteria in the order of product rules §5', () => {
    expect(adultExclusionCriteria.map((criterion) => criterion.id)).toEqual([
      'active-suicidality',
      'active-addiction',
      'self-harm-or-violence',
      'active-psychosis',
      'severe-eating-disorder',
    ]);
  });

  it('gives the child and youth exclusions of product rules §5', () => {
    expect(childExclusionCriteria.map((criterion) => criterion.id)).toEqual([
      'forensic',
      'crisis',
      'eating-disorder',
      'addiction',
      'mild-intellectual-disability',
    ]);
  });

  it('spells out every adult exclusion criterion among the treatments-page tiles', () => {
    const tileIds = adultTreatmentExclusionTiles.map((tile) => tile.id);
    for (const id of [
      'active-suicidality',
      'self-harm',
      'violence',
      'active-psychosis',
      'severe-eating-disorder',
      'gambling-addiction',
    ]) {
      expect(tileIds).toContain(id);
    }
  });

  it('walks the department journey through registration, screening, intake, treatment', () => {
    for (const steps of Object.values(departmentJourneys)) {
      expect(steps.map((step) => step.kind)).toEqual([...journeyStepKinds]);
    }
  });

  it('starts the home care journey with the phone screening that decides acceptance', () => {
    expect(careJourney.map((step) => step.id)).toEqual(['phone-screening', 'intake', 'treatment-plan', 'therapy-and-recovery']);
  });

  it('puts a parent intake, then meeting the child, before the child treatment plan', () => {
    const ids = childApproachTimeline.map((step) => step.id);
    expect(ids.indexOf('parent-intake')).toBeGreaterThan(-1);
    expect(ids.indexOf('parent-intake')).toBeLessThan(ids.indexOf('introduction-with-child'));
    expect(ids.indexOf('introduction-with-child')).toBeLessThan(ids.indexOf('treatment-plan'));
  });

  it('covers the age groups 4-8, 8-12 and 12-18', () => {
    expect(ageGroupApproaches.map((group) => group.ages)).toEqual([
      { from: 4, to: 8 },
      { from: 8, to: 12 },
      { from: 12, to: 18 },
    ]);
  });

  it('names the core values connection, diversity and customization', () => {
    expect(coreValues.map((value) => value.id)).toEqual(['connection', 'diversity', 'customization']);
  });

  it('keeps testimonials anonymous, from clients or parents', () => {
    for (const testimonial of testimonials) {
      expect(testimonialRoles).toContain(testimonial.role);
    }
  });

  it('uses each footer certification from the quality statute set', () => {
    for (const certification of footerCertifications) expect(qualityCertifications).toContain(certification);
  });
});

describe('icons', () => {
  /** Every icon content draws, wherever it sits. */
  function usedIcons(value: unknown, found: Set<unknown>, seen: Set<unknown>): Set<unknown> {
    if (typeof value !== 'object' || value === null || seen.has(value)) return found;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'icon') found.add(child);
      else usedIcons(child, found, seen);
    }
    return found;
  }

  const nameOf = (icon: unknown) => (icon as { displayName?: string } | null)?.displayName ?? String(icon);

  it('are all from the palette in icons.ts', () => {
    const used = usedIcons(content, new Set(), new Set());
    for (const icon of Object.values(content.journeyStepIcons)) used.add(icon);
    // The walk finds the icons: there are dozens.
    expect(used.size).toBeGreaterThan(20);
    const palette = new Set<unknown>(Object.values(icons));
    expect([...used].filter((icon) => !palette.has(icon)).map(nameOf)).toEqual([]);
  });

  it('are lucide-react icons, each under its own name, none under two', async () => {
    const lucide: Record<string, unknown> = await import('lucide-react');
    for (const [name, icon] of Object.entries(icons)) expect(icon, name).toBe(lucide[name]);
    expect(new Set(Object.values(icons)).size).toBe(Object.keys(icons).length);
  });
});
