import { describe, expect, it } from 'vitest';
import {
  defaultFaqCategory,
  faqCategories,
  faqCategoryIds,
  faqFilterLabels,
  faqFilters,
  faqEntries,
  faqEntryShownFor,
  type FaqEntry,
} from './faq.ts';
import { perLocale } from './yearFacts.ts';

describe('FAQ categories', () => {
  it('are the five of the product rules, in order, each named in three languages', () => {
    expect(faqCategories.map((category) => category.id)).toEqual(['algemeen', 'aanmelding', 'kosten', 'behandeling', 'privacy']);
    expect(faqCategoryIds).toEqual(faqCategories.map((category) => category.id));
    expect(defaultFaqCategory).toBe('algemeen');
  });

  it('label every department filter', () => {
    expect(faqFilters).toEqual(['all', 'adults', 'children']);
    for (const department of faqFilters) expect(faqFilterLabels[department].tr).not.toBe('');
  });
});

describe('FAQ entries', () => {
  it('number at least 25', () => {
    expect(faqEntries.length).toBeGreaterThanOrEqual(25);
  });

  it('each have a valid category and department', () => {
    for (const entry of faqEntries) {
      expect(faqCategoryIds).toContain(entry.category);
      expect(faqFilters).toContain(entry.department);
    }
  });

  it('are spread over every category, with at least four questions each', () => {
    for (const category of faqCategoryIds) {
      expect(faqEntries.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('include questions for adults and for children specifically', () => {
    expect(faqEntries.some((entry) => entry.department === 'adults')).toBe(true);
    expect(faqEntries.some((entry) => entry.department === 'children')).toBe(true);
  });

  it('answer what visitors really ask', () => {
    const ids = faqEntries.map((entry) => entry.id);
    for (const topic of [
      'referral-adults',
      'referral-children',
      'adult-costs',
      'deductible',
      'waiting-time',
      'languages',
      'late-cancellation',
      'who-sees-my-file',
      'parents-consent',
    ]) {
      expect(ids).toContain(topic);
    }
  });

  it('end every question with a question mark in every language', () => {
    for (const entry of faqEntries) {
      expect(entry.question.nl).toMatch(/\?$/);
      expect(entry.question.en).toMatch(/\?$/);
      expect(entry.question.tr).toMatch(/\?$/);
    }
  });
});

describe('the FAQ department filter', () => {
  const entry = (department: FaqEntry['department']): FaqEntry => ({
    id: department,
    category: 'algemeen',
    department,
    question: perLocale(() => 'q'),
    answer: perLocale(() => 'a'),
  });

  it("shows 'all' entries under every filter", () => {
    for (const filter of faqFilters) expect(faqEntryShownFor(entry('all'), filter)).toBe(true);
  });

  it('shows a department entry under its own filter and under all, not under the other', () => {
    expect(faqEntryShownFor(entry('adults'), 'adults')).toBe(true);
    expect(faqEntryShownFor(entry('adults'), 'all')).toBe(true);
    expect(faqEntryShownFor(entry('adults'), 'children')).toBe(false);
    expect(faqEntryShownFor(entry('children'), 'adults')).toBe(false);
  });
});

describe('the FAQ on registered practitioners', () => {
  // Only the BIG professions are in the BIG register; a (basic) psychologist or a doctor in
  // general is not, so the answer names the professions the team actually has (team.ts).
  const answer = faqEntries.find((item) => item.id === 'registered-practitioners')?.answer;

  it('names only BIG professions as BIG-registered, in every language', () => {
    expect(answer?.nl).toMatch(
      /GZ-psychologen, de klinisch psycholoog, de psychotherapeut, de psychiaters en de verpleegkundig specialist GGZ staan in het BIG-register/,
    );
    expect(answer?.en).toMatch(
      /healthcare psychologists, clinical psychologist, psychotherapist, psychiatrists and mental health nurse specialist are listed in the BIG register/,
    );
    expect(answer?.tr).toMatch(
      /Sağlık psikologlarımız, klinik psikoloğumuz, psikoterapistimiz, psikiyatristlerimiz ve ruh sağlığı uzman hemşiremiz BIG sicilinde/,
    );
    expect(answer?.nl).not.toMatch(/Onze psychologen|artsen staan/);
    expect(answer?.en).not.toMatch(/Our psychologists|doctors are listed/);
  });
});
