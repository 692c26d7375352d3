import { Skeleton } from '@/components/skeleton';

/** Placeholder of a member-centre page while its data loads. */
export function FormSkeleton() {
  return (
    <div className="mc-loading" aria-busy="true">
      <div className="mc-loading__row">
        <Skeleton height={84} />
        <Skeleton height={84} />
      </div>
      <Skeleton height={64} />
      <Skeleton height={46} />
      <Skeleton height={46} width="60%" />
    </div>
  );
}
