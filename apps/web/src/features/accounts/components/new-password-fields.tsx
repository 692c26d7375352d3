import { TextField } from '@/components/text-field';

/** The new password and its confirmation (change and reset), under the password rule's length limit. */
export function NewPasswordFields({
  labels,
  newPassword,
  confirm,
  onNewPassword,
  onConfirm,
  errors,
  autoFocus,
}: {
  labels: { newPassword: string; confirmNewPassword: string };
  newPassword: string;
  confirm: string;
  onNewPassword: (next: string) => void;
  onConfirm: (next: string) => void;
  errors: Record<string, string | null>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.newPassword}
        name="newPassword"
        type="password"
        value={newPassword}
        onValueChange={onNewPassword}
        error={errors.newPassword}
        markRequired
        autoComplete="new-password"
        maxLength={256}
        autoFocus={autoFocus}
      />
      <TextField
        label={labels.confirmNewPassword}
        name="confirmNewPassword"
        type="password"
        value={confirm}
        onValueChange={onConfirm}
        error={errors.confirmNewPassword}
        markRequired
        autoComplete="new-password"
        maxLength={256}
      />
    </>
  );
}
