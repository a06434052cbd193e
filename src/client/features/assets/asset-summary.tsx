/** The total asset conversion of one account in USDT, with the eye toggle that masks every figure. */
import { Trans, useLingui } from '@lingui/react/macro';
import { FirstFillSlot, type FirstFillSource } from '../../lib/cache/first-fill';
import { setAssetsVisible, useAssetsVisible } from '../../lib/preferences/see-assets';
import { EyeIcon, EyeOffIcon } from './asset-icons';
import { amountText } from '../../../common/number-format';
import { maskedFigure } from './asset-numbers';

/** `fill`: the total's slot in the prerendered copy, and the answer it is drawn from (lib/cache/first-fill.tsx). */
export function AssetSummary({
  totalUsdt,
  fill,
}: {
  totalUsdt: string | undefined;
  fill: { slot: string; from: FirstFillSource | undefined };
}) {
  const { t } = useLingui();
  const visible = useAssetsVisible();
  return (
    <section className="asset-summary" aria-labelledby="asset-summary-title">
      <div className="asset-summary__head">
        <h2 className="asset-summary__title" id="asset-summary-title">
          <Trans>Total assets (USDT)</Trans>
        </h2>
        <button
          type="button"
          className="icon-button asset-summary__eye"
          aria-pressed={!visible}
          aria-label={t`Hide balances`}
          data-testid="assets-eye"
          onClick={() => setAssetsVisible(!visible)}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      </div>
      <FirstFillSlot
        as="p"
        className="asset-summary__total num"
        testId="assets-total"
        slot={fill.slot}
        from={fill.from}
      >
        {totalUsdt === undefined ? '--' : visible ? `≈ ${amountText(totalUsdt, 'USDT')}` : maskedFigure}
      </FirstFillSlot>
    </section>
  );
}
