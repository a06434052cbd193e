/** Language (/me/lang): the app's four languages and the price colour preference. */
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { LanguageOptions } from './language-options';
import { UpColorOptions } from './up-color-options';
import './settings.css';

export default function LanguageScreen() {
  const { t } = useLingui();
  return (
    <div className="screen">
      <PageHeader title={t`Language`} backTo="/home" />
      <h2 className="section-title">
        <Trans>Language</Trans>
      </h2>
      <LanguageOptions />
      <h2 className="section-title">
        <Trans>Price colors</Trans>
      </h2>
      <UpColorOptions />
    </div>
  );
}
