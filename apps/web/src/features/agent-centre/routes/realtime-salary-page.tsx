import { useTranslation } from 'react-i18next';
import { ContractManagement, ContractRecords, MyContracts } from '../components/contract-parts';

/** The REALTIME contract page (inventory 2.1.11-2.1.14, decision 0056): my contract, my records, my downlines' contracts. */
export default function RealtimeSalaryPage() {
  const { t } = useTranslation();
  return (
    <div className="acc-page">
      <p className="acc-hint">{t('agentContracts.page.realtimeNote')}</p>
      <MyContracts kind="REALTIME" />
      <ContractRecords kind="REALTIME" />

      <ContractManagement kind="REALTIME" />
    </div>
  );
}
