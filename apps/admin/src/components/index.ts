/** The back office's shared components: `import { Page, Card, Button } from '../../components'`. */
export {
  Page,
  Card,
  Button,
  Field,
  Badge,
  StatusBadge,
  Money,
  Stat,
  Tabs,
  Skeleton,
  ErrorState,
  EmptyState,
  Pager,
} from './ui';
export type { ButtonVariant, Tone, TabItem } from './ui';
export { QueryView } from './query-view';
export { PasswordFields, usePasswords, type Passwords } from './password-fields';
export { Modal, Confirm } from './modal';
export { DecisionButtons, DecisionDialog, type Decision, type DecisionLabels } from './decision';
export { ToastProvider, useToast, type ToastKind } from './toast';
export { BarChart, LineChart, type ChartPoint, type ChartSeries } from './charts';
export { DataTable, useList, useListState, listKey } from './data-table';
export type { Column, Filter, RowAction, DataTableProps, ListPage } from './data-table';
export { Icon, type IconName } from './icons';
export {
  LocalizedFields,
  ValidityFields,
  CheckField,
  CheckList,
  NumberField,
  SelectField,
  EditorModal,
  RowsEditor,
  toLocalInput,
  fromLocalInput,
  defaultPeriod,
  type Localized,
  type Period,
} from './form-fields';
export {
  RecordTable,
  RecordsDialog,
  QueryTable,
  useRecords,
  type RecordColumn,
  type RecordTableProps,
} from './record-table';
export { useDraftEditor, useSave, type EditorProps } from './draft-editor';
export { useProfileFieldLabel } from './profile-fields';
export { PrivateImage } from './private-image';
