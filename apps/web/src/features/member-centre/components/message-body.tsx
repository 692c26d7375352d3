/**
 * A message's text as sent (decision 0060): plain text, so React escapes any markup in it, and CSS
 * (`white-space: pre-wrap`) shows its line breaks; no HTML is ever built from it.
 */
export function MessageBody({ text, inline, testId }: { text: string; inline?: boolean; testId?: string }) {
  return (
    <p className={`msg__body${inline ? ' msg__body--inline' : ''}`} data-testid={testId}>
      {text}
    </p>
  );
}
