import { memo, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Accordion, AccordionItem, Button, Link, Notice, Radio, RadioGroup, SearchField, Stack } from '@ankerlicht/ui';
import {
  defaultFaqCategory,
  faqCategories,
  faqFilterLabels,
  faqFilters,
  faqEntries,
  type FaqCategoryId,
  type FaqEntry,
  type FaqFilter,
  type Locale,
  hrefFor,
} from '@ankerlicht/content';
import type { Key } from 'react-aria-components';
import { PageFromMessages } from '../../shell/Page.tsx';
import { HydrationSlice } from '../../boot/HydrationSlice.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { faqAnchor, faqEntryFromHash, filterFaq } from './filterFaq.ts';
import * as styles from './FaqPage.css.ts';
import type { NoMessageValues, MessageTag } from 'react-intl';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly categories: NoMessageValues;
  readonly department: NoMessageValues;
  readonly search: NoMessageValues;
  readonly searchHint: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly clearFilters: NoMessageValues;
  readonly moreQuestions: { readonly link: MessageTag };
}>({
  title: { id: 'page.faq.title', defaultMessage: 'Veelgestelde vragen' },
  description: {
    id: 'page.faq.description',
    defaultMessage: 'Antwoorden op veelgestelde vragen over aanmelden, kosten, behandeling en privacy.',
  },
  intro: {
    id: 'page.faq.intro',
    defaultMessage: 'Hier vindt u antwoorden op vragen die we vaak krijgen. Kies een onderwerp, of zoek op een woord.',
  },
  categories: { id: 'page.faq.categories', defaultMessage: 'Onderwerpen' },
  department: { id: 'page.faq.department', defaultMessage: 'Vragen over' },
  search: { id: 'page.faq.search', defaultMessage: 'Zoek in de vragen' },
  searchHint: { id: 'page.faq.searchHint', defaultMessage: 'Zoekt in de vragen en antwoorden van dit onderwerp.' },
  empty: {
    id: 'page.faq.empty',
    defaultMessage: 'Er zijn geen vragen gevonden in deze categorie met de huidige filters.',
  },
  clearFilters: { id: 'page.faq.clearFilters', defaultMessage: 'Filters wissen' },
  moreQuestions: {
    id: 'page.faq.moreQuestions',
    defaultMessage: 'Staat uw vraag er niet bij? <link>Neem contact met ons op</link>.',
  },
});

/** Spec §2.13: categories, a department filter, a search, and one open question at a time. */
export default function FaqPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { hash } = useLocation();
  const questionsHeadingId = useId();

  const [category, setCategory] = useState<FaqCategoryId>(defaultFaqCategory);
  const [department, setDepartment] = useState<FaqFilter>('all');
  const [search, setSearch] = useState('');
  // The question a deep link asked for: a new object each time the page follows a link to one.
  const [linked, setLinked] = useState<LinkedQuestion | null>(null);

  // A deep link /faq#vraag-<id> selects the question's category and opens it.
  useEffect(() => {
    const entry = faqEntryFromHash(faqEntries, hash);
    if (!entry) return;
    let scrollFrame = 0;
    // After hydration, in the next frame: the prerendered page showed the default category.
    const openFrame = requestAnimationFrame(() => {
      setCategory(entry.category);
      setDepartment('all');
      setSearch('');
      setLinked({ id: entry.id });
      scrollFrame = requestAnimationFrame(() => document.getElementById(faqAnchor(entry.id))?.scrollIntoView());
    });
    return () => {
      cancelAnimationFrame(openFrame);
      cancelAnimationFrame(scrollFrame);
    };
  }, [hash]);

  const visible = useMemo(
    () => filterFaq(faqEntries, { category, department, search }, locale),
    [category, department, search, locale],
  );
  const activeCategory = faqCategories.find((item) => item.id === category) ?? faqCategories[0];

  const clearFilters = () => {
    setDepartment('all');
    setSearch('');
  };

  return (
    <PageFromMessages messages={messages}>
      <div className={styles.layout}>
        <HydrationSlice>
          <CategoryNav category={category} onChoose={setCategory} />
        </HydrationSlice>

        <section aria-labelledby={questionsHeadingId}>
          <Stack gap="lg">
            <h2 id={questionsHeadingId} className={styles.sectionHeading}>
              {activeCategory?.name[locale]}
            </h2>
            <DepartmentFilter department={department} onChoose={setDepartment} />
            <SearchField
              label={intl.formatMessage(messages.search)}
              description={intl.formatMessage(messages.searchHint)}
              value={search}
              onChange={setSearch}
            />
            <FaqQuestions
              entries={visible}
              shownFor={`${category}|${department}|${search}|${locale}`}
              linked={linked}
              empty={
                <Notice announce="polite">
                  <Stack gap="md" align="start">
                    <p>{intl.formatMessage(messages.empty)}</p>
                    <Button variant="secondary" onPress={clearFilters}>
                      {intl.formatMessage(messages.clearFilters)}
                    </Button>
                  </Stack>
                </Notice>
              }
            />
            <MoreQuestions />
          </Stack>
        </section>
      </div>
    </PageFromMessages>
  );
}

/*
 * The parts of the page that a typed search or an opened question leaves as they are, memoised:
 * otherwise each keystroke renders every category button and radio again, and a keystroke's next
 * paint on a slow phone waits for them (npm run bench -- --inp).
 */

const CategoryNav = memo(function CategoryNav({
  category,
  onChoose,
}: {
  category: FaqCategoryId;
  onChoose: (id: FaqCategoryId) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(messages.categories)}
      </h2>
      <ul className={styles.categoryList}>
        {faqCategories.map((item) => (
          <li key={item.id}>
            <Button
              variant={item.id === category ? 'primary' : 'secondary'}
              aria-pressed={item.id === category}
              className={styles.categoryButton}
              onPress={() => onChoose(item.id)}
            >
              {item.name[locale]}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
});

const DepartmentFilter = memo(function DepartmentFilter({
  department,
  onChoose,
}: {
  department: FaqFilter;
  onChoose: (filter: FaqFilter) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <RadioGroup
      label={intl.formatMessage(messages.department)}
      orientation="horizontal"
      value={department}
      onChange={(value) => onChoose(faqFilters.find((item) => item === value) ?? 'all')}
    >
      {faqFilters.map((item) => (
        <Radio key={item} value={item}>
          {faqFilterLabels[item][locale]}
        </Radio>
      ))}
    </RadioGroup>
  );
});

const MoreQuestions = memo(function MoreQuestions() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(messages.moreQuestions, {
        link: (chunks) => <Link href={hrefFor('contact')}>{chunks}</Link>,
      })}
    </p>
  );
});

type LinkedQuestion = { readonly id: string };

/**
 * The questions shown, one open at a time, or `empty` when there are none. The open question is
 * this list's own state, so opening one renders the list, not the page's filters and head again (a
 * press's next paint on a slow phone). A change of what is shown (`shownFor`: the category,
 * department, search and language) closes it, and a deep link opens its question
 * (docs/product-rules.md §4); adjusted during render, as React advises. Mounted while the list is
 * empty too, so a link followed then still opens its question.
 */
function FaqQuestions({
  entries,
  shownFor,
  linked,
  empty,
}: {
  entries: readonly FaqEntry[];
  shownFor: string;
  linked: LinkedQuestion | null;
  empty: ReactNode;
}) {
  const { locale } = useLocale();
  const [expandedKeys, setExpandedKeys] = useState<Set<Key>>(() => new Set());
  const [shown, setShown] = useState({ shownFor, linked });
  if (shown.shownFor !== shownFor || shown.linked !== linked) {
    setShown({ shownFor, linked });
    setExpandedKeys(new Set(linked && linked !== shown.linked ? [linked.id] : []));
  }
  if (entries.length === 0) return empty;
  return (
    <Accordion expandedKeys={expandedKeys} onExpandedChange={setExpandedKeys}>
      {entries.map((entry) => (
        <FaqQuestion key={entry.id} entry={entry} locale={locale} />
      ))}
    </Accordion>
  );
}

/** One question; memoised, so a search that keeps it renders only its disclosure again. */
const FaqQuestion = memo(function FaqQuestion({ entry, locale }: { entry: FaqEntry; locale: Locale }) {
  return (
    <div id={faqAnchor(entry.id)}>
      <HydrationSlice>
        <AccordionItem id={entry.id} title={<Glossed>{entry.question[locale]}</Glossed>}>
          <p className={styles.answer}>
            <Glossed>{entry.answer[locale]}</Glossed>
          </p>
        </AccordionItem>
      </HydrationSlice>
    </div>
  );
});
