import { Select, SelectItem } from '@ankerlicht/ui';
import { teamFilterLabels, teamFilters, type TeamFilter } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import * as styles from './TeamPage.css.ts';

export type TeamFilterSelectProps = {
  label: string;
  value: TeamFilter;
  onChange: (key: unknown) => void;
};

/**
 * The team filter below 768 px, a dropdown (the tabs take its place on wider screens). Its code
 * comes later than the page's (TeamPage's laterSlice): React Aria's Select is most of it.
 */
export default function TeamFilterSelect({ label, value, onChange }: TeamFilterSelectProps) {
  const language = useContentLanguage();
  return (
    <div className={styles.mobileOnly}>
      <Select label={label} value={value} onChange={onChange} className={styles.controls}>
        {teamFilters.map((key) => (
          <SelectItem key={key} id={key}>
            {teamFilterLabels[key][language]}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
