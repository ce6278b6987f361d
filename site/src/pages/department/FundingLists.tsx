import { defineMessages, useIntl } from 'react-intl';
import { Badge, Card, Grid, Stack } from '@ankerlicht/ui';
import { contractedMunicipalities, insurerGroups } from '@ankerlicht/content';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  registrationStop: { id: 'page.financing.registrationStopBadge', defaultMessage: 'Aanmeldstop' },
});

/** The eight municipalities and regions with a youth care contract (financing and referrers pages). */
export function MunicipalityList() {
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 4 }} gap="md">
      {contractedMunicipalities.map((municipality) => (
        <Card key={municipality} as="li" padding="md">
          <span className={styles.label}>{municipality}</span>
        </Card>
      ))}
    </Grid>
  );
}

/** The eight insurer groups with their member brands; the group under a registration stop is marked. */
export function InsurerGroupList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const intl = useIntl();
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 4 }}>
      {insurerGroups.map((group) => (
        <Card key={group.id} as="li" heading={group.name} headingLevel={headingLevel}>
          <Stack gap="sm">
            {group.registrationStop && (
              <p>
                <Badge tone="critical">{intl.formatMessage(messages.registrationStop)}</Badge>
              </p>
            )}
            <ul className={styles.bulletList}>
              {group.brands.map((brand) => (
                <li key={brand}>{brand}</li>
              ))}
            </ul>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}
