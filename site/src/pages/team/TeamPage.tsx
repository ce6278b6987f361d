import { memo, useCallback, useMemo, useState } from 'react';
import { Glossed } from '../../i18n/Glossed.tsx';
import { defineMessages, useIntl } from 'react-intl';
import {
  Grid,
  LiveAnnouncement,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TeamCard,
} from '@ankerlicht/ui';
import {
  initials,
  teamFilterLabels,
  teamFilters,
  teamGroupLabels,
  teamMembers,
  teamValues,
  type Locale,
  type TeamFilter,
  type TeamMember,
} from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { HydrationSlice } from '../../boot/HydrationSlice.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { countMembers, filterTeam } from './filterTeam.ts';
import { Section } from '../../shell/Section.tsx';
import { ValuesSection } from '../../shell/ValuesSection.tsx';
import * as styles from './TeamPage.css.ts';
import type { NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly valuesHeading: NoMessageValues;
  readonly directoryHeading: NoMessageValues;
  readonly searchLabel: NoMessageValues;
  readonly filterLabel: NoMessageValues;
  readonly noResults: NoMessageValues;
  readonly noResultsHint: NoMessageValues;
  readonly resultCount: { readonly count: number | bigint };
}>({
  title: { id: 'page.team.title', defaultMessage: 'Wie zijn wij' },
  description: {
    id: 'page.team.description',
    defaultMessage: 'Maak kennis met onze psychologen en therapeuten, ons medisch team en onze ondersteunende medewerkers.',
  },
  intro: {
    id: 'page.team.intro',
    defaultMessage:
      'Bij ons werkt een divers team van psychologen, therapeuten, een medisch team en ondersteunende medewerkers. Samen bieden we zorg die bij u past.',
  },
  valuesHeading: { id: 'page.team.valuesHeading', defaultMessage: 'Waar ons team voor staat' },
  directoryHeading: { id: 'page.team.directoryHeading', defaultMessage: 'Onze medewerkers' },
  searchLabel: { id: 'page.team.searchLabel', defaultMessage: 'Zoek op naam of functie' },
  filterLabel: { id: 'page.team.filterLabel', defaultMessage: 'Team' },
  noResults: { id: 'page.team.noResults', defaultMessage: 'Geen resultaten gevonden' },
  noResultsHint: { id: 'page.team.noResultsHint', defaultMessage: 'Probeer een andere zoekterm of filter' },
  resultCount: {
    id: 'page.team.resultCount',
    defaultMessage: '{count, plural, =0 {Geen medewerkers gevonden} one {# medewerker gevonden} other {# medewerkers gevonden}}',
  },
});

function isTeamFilter(key: unknown): key is TeamFilter {
  return typeof key === 'string' && (teamFilters as readonly string[]).includes(key);
}

/** Who we are (docs/product-rules.md §2.4): the team's values and the directory with search and team filter. */
export default function TeamPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TeamFilter>('all');
  const [hasInteracted, setHasInteracted] = useState(false);

  const sections = useMemo(() => filterTeam(teamMembers, { search, filter, locale: language }), [search, filter, language]);
  const count = countMembers(sections);

  // Stable, so the memoised filter select keeps it.
  const chooseFilter = useCallback((key: unknown) => {
    if (isTeamFilter(key)) {
      setFilter(key);
      setHasInteracted(true);
    }
  }, []);

  // The directory hydrates with the page, not in slices of its own (HydrationSlice): it lies in a
  // tab panel, and the tabs render again right after hydration, which would hydrate every slice
  // under them at once, in one synchronous task.
  const directory =
    sections.length === 0 ? (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{intl.formatMessage(messages.noResults)}</p>
        <p className={styles.muted}>{intl.formatMessage(messages.noResultsHint)}</p>
      </div>
    ) : (
      <Stack gap="xl">
        {sections.map(({ group, members }) => {
          const headingId = `team-group-${group}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.groupHeading}>
                {teamGroupLabels[group][language]}
              </h3>
              <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }} gap="md">
                {members.map((member) => (
                  <MemberCard key={member.id} member={member} language={language} />
                ))}
              </Grid>
            </section>
          );
        })}
      </Stack>
    );

  // The same element while only the search changes: the tabs' collection is then not built again.
  const tabList = useMemo(
    () => (
      <div className={styles.desktopOnly}>
        <TabList aria-label={intl.formatMessage(messages.filterLabel)}>
          {teamFilters.map((key) => (
            <Tab key={key} id={key}>
              {teamFilterLabels[key][language]}
            </Tab>
          ))}
        </TabList>
      </div>
    ),
    [intl, language],
  );

  return (
    <PageFromMessages messages={messages}>
      <HydrationSlice>
        <TeamValues />
      </HydrationSlice>

      <Section title={intl.formatMessage(messages.directoryHeading)}>
        <div className={styles.controls}>
          <SearchField
            label={intl.formatMessage(messages.searchLabel)}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setHasInteracted(true);
            }}
            isDesktopFixed
          />
        </div>
        <div className={styles.mobileOnly}>
          <FilterSelect filter={filter} onChoose={chooseFilter} />
        </div>
        <Tabs selectedKey={filter} onSelectionChange={chooseFilter}>
          {tabList}
          {teamFilters.map((key) => (
            <TabPanel key={key} id={key} className={styles.panel}>
              {directory}
            </TabPanel>
          ))}
        </Tabs>
        <LiveAnnouncement
          message={hasInteracted ? intl.formatMessage(messages.resultCount, { count }) : null}
          durationMs={3000}
        />
      </Section>
    </PageFromMessages>
  );
}

/*
 * The parts a typed search leaves as they are, memoised: otherwise each keystroke renders the
 * values, the filter's select and every card again, and a keystroke's next paint on a slow phone
 * waits for them (npm run bench -- --inp).
 */

const TeamValues = memo(function TeamValues() {
  const intl = useIntl();
  return <ValuesSection title={intl.formatMessage(messages.valuesHeading)} values={teamValues} />;
});

const FilterSelect = memo(function FilterSelect({ filter, onChoose }: { filter: TeamFilter; onChoose: (key: unknown) => void }) {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Select label={intl.formatMessage(messages.filterLabel)} value={filter} onChange={onChoose} className={styles.controls}>
      {teamFilters.map((key) => (
        <SelectItem key={key} id={key}>
          {teamFilterLabels[key][language]}
        </SelectItem>
      ))}
    </Select>
  );
});

const MemberCard = memo(function MemberCard({ member, language }: { member: TeamMember; language: Locale }) {
  return (
    <TeamCard
      as="li"
      headingLevel={4}
      initials={initials(member.name)}
      name={member.name}
      role={<Glossed>{member.role[language]}</Glossed>}
    />
  );
});
