/** One line of a money summary (`<dl class="summary">`): a label and its figure, a dash until known. */
export function SummaryRow({
  label,
  value,
  total,
}: {
  label: string;
  value: string | null;
  total?: boolean;
}) {
  return (
    <div className={`summary__row${total ? ' summary__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
}
