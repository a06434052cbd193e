/** Market (tab 2): a tab per quote coin, a search box, and the pairs with last price and 24 h change. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { defaultQuoteCoin, quoteCoins, type QuoteCoin } from '../../../common/pairs';
import { PageHeader } from '../../components/page-header';
import { SegmentedTabs } from '../../components/segmented-tabs';
import { MarketList } from './market-list';
import { MarketSearch } from './market-search';
import './market.css';

export default function MarketScreen() {
  const { t } = useLingui();
  const [quote, setQuote] = useState<QuoteCoin>(defaultQuoteCoin);
  const [query, setQuery] = useState('');
  return (
    <div className="screen">
      <PageHeader title={t`Markets`} />
      <MarketSearch value={query} onChange={setQuery} />
      <SegmentedTabs
        label={t`Quote currency`}
        value={quote}
        options={quoteCoins.map((coin) => ({ value: coin, label: coin }))}
        onChange={setQuote}
      />
      <MarketList quote={quote} query={query} />
    </div>
  );
}
