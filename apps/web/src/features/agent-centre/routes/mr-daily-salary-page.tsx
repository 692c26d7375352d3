import { useTranslation } from 'react-i18next';
import { ContractManagement, ContractRecords, MyContracts } from '../components/contract-parts';

/** The MR_DAILY contract page (inventory 2.1.11-2.1.14, decision 0056): my contract, my records, my downlines' contracts. */
export default function MrDailySalaryPage() {
  const { t } = useTranslation();
  return (
    <div className="acc-page">
      <p className="acc-hint">{t('agentContracts.page.mrNote')}</p>
      <MyContracts kind="MR_DAILY" />
      <ContractRecords kind="MR_DAILY" />
      <ContractManagement kind="MR_DAILY" />
    </div>
  );
}
