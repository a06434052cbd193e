/** The open form's controls: direction, order type, limit price, margin, multiple, stop loss and take profit. */
import { useLingui } from '@lingui/react/macro';
import { amountMin } from '../../../common/money-constants';
import type { PairInfo } from '../../../common/pairs';
import {
  contractPriceTypes,
  tradeDirections,
  type ContractPriceType,
  type TradeDirection,
} from '../../../common/trading-types';
import { Field } from '../../components/form/field';
import type { FieldError } from '../../components/form/rule-message';
import { ChoiceGroup } from './choice-group';
import { amountText } from '../../../common/number-format';
import type { OpenDraft, OpenField } from './open-rules';
import { openFieldIds } from './use-open-draft';

interface OpenFormFieldsProps {
  pair: PairInfo;
  draft: OpenDraft;
  multiples: readonly number[];
  available: string | undefined;
  error: (field: OpenField) => FieldError | null;
  onEdit: (patch: Partial<OpenDraft>) => void;
  onBlur: (field: OpenField) => void;
}

export function OpenFormFields(props: OpenFormFieldsProps) {
  const { pair, draft, multiples, available, error, onEdit, onBlur } = props;
  const { t } = useLingui();
  const priceField = (field: 'price' | 'stopLoss' | 'takeProfit', label: string, placeholder: string) => (
    <Field
      id={openFieldIds[field]}
      name={field}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={draft[field]}
      error={error(field)}
      onChange={(event) => onEdit({ [field]: event.target.value })}
      onBlur={() => onBlur(field)}
    />
  );
  const quote = pair.quote;
  const availableText = available !== undefined ? amountText(available, 'USDT') : undefined;
  return (
    <>
      <DirectionAndType draft={draft} onEdit={onEdit} />
      {draft.priceType === contractPriceTypes.limit
        ? priceField('price', t`Limit price (${quote})`, t`Opens when the market reaches it`)
        : null}
      <Field
        id={openFieldIds.margin}
        name="margin"
        label={t`Margin (USDT)`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t`At least ${amountMin}`}
        value={draft.margin}
        error={error('margin')}
        hint={
          availableText !== undefined
            ? t`Available in the contract account: ${availableText} USDT`
            : undefined
        }
        onChange={(event) => onEdit({ margin: event.target.value })}
        onBlur={() => onBlur('margin')}
      />
      <MultipleChoice
        value={draft.multiple}
        multiples={multiples}
        error={error('multiple')}
        onEdit={onEdit}
      />
      <div className="ct-form__exits">
        {priceField('stopLoss', t`Stop loss (optional)`, t`Price`)}
        {priceField('takeProfit', t`Take profit (optional)`, t`Price`)}
      </div>
    </>
  );
}

type EditDraft = (patch: Partial<OpenDraft>) => void;

function DirectionAndType({ draft, onEdit }: { draft: OpenDraft; onEdit: EditDraft }) {
  const { t } = useLingui();
  return (
    <>
      <ChoiceGroup<TradeDirection>
        name="contract-direction"
        legend={t`Direction`}
        legendHidden
        className="ct-choices--direction"
        value={draft.direction}
        choices={[
          {
            value: tradeDirections.up,
            label: t`Buy up`,
            tone: 'ct-choice--up',
            testId: 'contract-direction-up',
          },
          {
            value: tradeDirections.down,
            label: t`Buy down`,
            tone: 'ct-choice--down',
            testId: 'contract-direction-down',
          },
        ]}
        onChange={(direction) => onEdit({ direction })}
      />
      <ChoiceGroup<ContractPriceType>
        name="contract-price-type"
        legend={t`Order type`}
        value={draft.priceType}
        choices={[
          { value: contractPriceTypes.market, label: t`Market price`, testId: 'contract-type-market' },
          { value: contractPriceTypes.limit, label: t`Limit price`, testId: 'contract-type-limit' },
        ]}
        onChange={(priceType) => onEdit({ priceType })}
      />
    </>
  );
}

interface MultipleChoiceProps {
  value: number | undefined;
  multiples: readonly number[];
  error: FieldError | null;
  onEdit: EditDraft;
}

function MultipleChoice({ value, multiples, error, onEdit }: MultipleChoiceProps) {
  const { t } = useLingui();
  const errorId = `${openFieldIds.multiple}-error`;
  return (
    <>
      <ChoiceGroup<number>
        id={openFieldIds.multiple}
        name="contract-multiple"
        legend={t`Multiple`}
        value={value}
        describedBy={error ? errorId : undefined}
        choices={multiples.map((multiple) => ({
          value: multiple,
          label: `${multiple}×`,
          ariaLabel: t`${multiple} times`,
          testId: `contract-multiple-${multiple}`,
        }))}
        onChange={(multiple) => onEdit({ multiple })}
      />
      {error && typeof error !== 'string' ? (
        <p className="field__message field__message--error" id={errorId}>
          {error.text}
        </p>
      ) : null}
    </>
  );
}
