/** Asset records (/assert/record): recharges, withdrawals, transfers and exchanges, filtered by kind, paged 10. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { accountPath } from './asset-links';
import { recordFilters } from './record-labels';
import { RecordList } from './record-list';
import { withAssetsCatalog } from './assets-catalog';
import './assets.css';

function RecordsScreen() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('all');
  const tradeType = recordFilters.find((option) => option.value === filter)?.type;
  return (
    <div className="screen">
      <PageHeader title={t`Asset records`} backTo={accountPath(1)} />
      <SegmentedTabs
        label={t`Record type`}
        variant="pill"
        wrap
        value={filter}
        options={recordFilters.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        onChange={setFilter}
      />
      <RecordList query={{ tradeType }} />
    </div>
  );
}

export default withAssetsCatalog(RecordsScreen);
