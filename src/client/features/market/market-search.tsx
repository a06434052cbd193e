/** The search box of the market list: filters pairs by coin as the user types. */
import { useLingui } from '@lingui/react/macro';
import { SearchIcon } from '../../components/icons';

export function MarketSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <label className="search-box">
      <SearchIcon width={18} height={18} />
      <input
        type="search"
        inputMode="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t`Search coins`}
        aria-label={t`Search coins`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={12}
      />
    </label>
  );
}
